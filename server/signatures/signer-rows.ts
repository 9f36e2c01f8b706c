import 'server-only';
import { createHmac } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { m } from '@/lib/messages';
import { hashToken, isSigningTokenShape } from '@/lib/signatures/token';
import type { TSigner } from '@/lib/validation/signers';
import { ActionError } from '@/server/platform/action-error';
import { getAuthSecret } from '@/server/platform/secret';
import type { Db } from '@/server/platform/db/client';
import {
  signatureDocuments,
  signatureSigners,
  user,
  type SignatureDocument,
  type SignatureSigner,
} from '@/server/platform/db/schema';

/**
 * A signer as a person on a page (D117): the back office's panel and the certificate page (seal/) show the same
 * identity, so both read it from the row's own columns.
 */
export type SignerIdentity = Pick<SignatureSigner, 'position' | 'role' | 'name' | 'email' | 'cpf' | 'phone'>;

/** A document's signers in their order (D117). */
export async function signersOf(db: Db, documentId: string): Promise<SignatureSigner[]> {
  return db
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.documentId, documentId))
    .orderBy(asc(signatureSigners.position), asc(signatureSigners.createdAt));
}

/** The signer a link belongs to, by the token's hash (only the hash is stored). */
export async function signerByToken(db: Db, token: string): Promise<SignatureSigner | null> {
  if (!isSigningTokenShape(token)) return null;
  const [row] = await db
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.tokenHash, hashToken(token)));
  return row ?? null;
}

export async function signerById(db: Db, id: string): Promise<SignatureSigner | null> {
  const [row] = await db.select().from(signatureSigners).where(eq(signatureSigners.id, id));
  return row ?? null;
}

/**
 * The document row locked for the rest of the transaction. Every signer writer takes this lock first, so that two
 * signers acting at the same moment run one after the other: the second sees the first's signature (D117).
 */
export async function lockDocument(db: Db, documentId: string) {
  const [doc] = await db.select().from(signatureDocuments).where(eq(signatureDocuments.id, documentId)).for('update');
  return doc ?? null;
}

/**
 * A signer and their document, locked in the order every signer writer takes them (D117): the document first, then
 * the signer's row read again under that lock, so that it is what a concurrent writer left. Null when either is gone.
 */
export async function lockSigner(
  db: Db,
  signerId: string,
): Promise<{ doc: SignatureDocument; signer: SignatureSigner } | null> {
  const first = await signerById(db, signerId);
  const doc = first ? await lockDocument(db, first.documentId) : null;
  if (!doc) return null;
  const [signer] = await db.select().from(signatureSigners).where(eq(signatureSigners.id, signerId)).for('update');
  return signer ? { doc, signer } : null;
}

// A key of its own, derived from AUTH_SECRET, as the signing links' (signing-token.ts).
function codeKey(): Buffer {
  return createHmac('sha256', getAuthSecret()).update('agencia:signer-code:v1').digest();
}

/** What is stored of a confirmation code (D118): an HMAC bound to the signer, useless without the secret. */
export function hashSignerCode(signerId: string, code: string): string {
  return createHmac('sha256', codeKey()).update(`${signerId}\n${code}`).digest('hex');
}

/**
 * The signers as they are stored, with `userId` set by the server only (D169): the active staff account whose
 * e-mail is the signer's, else none. A `userId` sent by staff that is not that account is refused, so that no member
 * can attach their own account to somebody else's row and sign it from the back office.
 */
export async function withStaffAccounts(db: Db, signers: readonly TSigner[]): Promise<TSigner[]> {
  const emails = [...new Set(signers.map((s) => s.email.trim().toLowerCase()))];
  const accounts = emails.length
    ? await db
        .select({ id: user.id, email: user.email })
        .from(user)
        .where(and(inArray(user.email, emails), isNull(user.disabledAt)))
    : [];
  const byEmail = new Map(accounts.map((a) => [a.email.trim().toLowerCase(), a.id]));
  return signers.map((s) => {
    const userId = byEmail.get(s.email.trim().toLowerCase()) ?? null;
    if (s.userId && s.userId !== userId) throw new ActionError(m.signatures.signers.userIdRefused);
    return { ...s, userId };
  });
}
