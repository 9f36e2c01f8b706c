import 'server-only';
import { and, asc, eq, ne } from 'drizzle-orm';
import { maskCpf, maskEmail } from '@/lib/signatures/signers';
import { normalizeVerificationCode } from '@/lib/signatures/verification';
import { getDb } from '@/server/platform/db/client';
import { signatureDocuments, signatureSigners } from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import { signedDownloadName } from '../seal/seal-round';

export type VerificationSigner = {
  position: number;
  role: string;
  name: string;
  /** Masked for the public page (D121): middle digits of the CPF, first letters of the e-mail. */
  cpf: string | null;
  email: string;
  viewedAt: string | null;
  authenticatedAt: string | null;
  signedAt: string | null;
  channel: string | null;
};

export type Verification = {
  code: string;
  name: string;
  signerName: string;
  signedAt: string;
  sha256: string;
  originalSha256: string;
  signers: VerificationSigner[];
};

/** /verificacao/{codigo} (D13, D32): only what the page shows, for a signed document. */
export async function getVerification(code: string): Promise<Verification | null> {
  const normalized = normalizeVerificationCode(code);
  if (!normalized) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      name: signatureDocuments.name,
      recipientName: signatureDocuments.recipientName,
      signedAt: signatureDocuments.signedAt,
      sha256: signatureDocuments.signedSha256,
      originalSha256: signatureDocuments.originalSha256,
      id: signatureDocuments.id,
      requireCode: signatureDocuments.requireCode,
    })
    .from(signatureDocuments)
    .where(and(eq(signatureDocuments.verificationCode, normalized), eq(signatureDocuments.status, 'signed')));
  if (!row?.signedAt || !row.sha256) return null;
  const signers = await db
    .select()
    .from(signatureSigners)
    .where(and(eq(signatureSigners.documentId, row.id), ne(signatureSigners.status, 'cancelled')))
    .orderBy(asc(signatureSigners.position), asc(signatureSigners.createdAt));
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    originalSha256: row.originalSha256,
    signers: signers.map((s) => ({
      position: s.position,
      role: s.role,
      name: s.name,
      cpf: maskCpf(s.cpf),
      email: maskEmail(s.email),
      viewedAt: iso(s.viewedAt),
      authenticatedAt: iso(s.authenticatedAt),
      signedAt: iso(s.signedAt),
      channel: s.authenticatedAt ? (s.authChannel ?? 'email') : row.requireCode ? null : 'none',
    })),
    code: normalized,
    name: row.name,
    signerName: row.recipientName ?? '-',
    signedAt: row.signedAt.toISOString(),
    sha256: row.sha256,
  };
}

/**
 * The signed PDF of a verification code (D166), for its download and the e-mails that carry it: only a signed
 * document's final file, read from storage; null for any other code.
 */
export async function getSignedFile(code: string): Promise<{ bytes: Uint8Array; filename: string } | null> {
  const normalized = normalizeVerificationCode(code);
  if (!normalized) return null;
  const db = await getDb();
  const [row] = await db
    .select({ name: signatureDocuments.name, key: signatureDocuments.signedFileKey })
    .from(signatureDocuments)
    .where(and(eq(signatureDocuments.verificationCode, normalized), eq(signatureDocuments.status, 'signed')));
  if (!row?.key) return null;
  return { bytes: await getStorage().get(row.key), filename: signedDownloadName(row.name) };
}
