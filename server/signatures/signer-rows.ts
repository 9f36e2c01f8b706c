import 'server-only';
import { createHmac } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { hashToken, isSigningTokenShape } from '@/lib/signatures/token';
import { getAuthSecret } from '@/server/platform/secret';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureSigners, type SignatureSigner } from '@/server/platform/db/schema';

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

// A key of its own, derived from AUTH_SECRET, as the signing links' (signing-token.ts).
function codeKey(): Buffer {
  return createHmac('sha256', getAuthSecret()).update('agencia:signer-code:v1').digest();
}

/** What is stored of a confirmation code (D118): an HMAC bound to the signer, useless without the secret. */
export function hashSignerCode(signerId: string, code: string): string {
  return createHmac('sha256', codeKey()).update(`${signerId}\n${code}`).digest('hex');
}
