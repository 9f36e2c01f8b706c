import 'server-only';
import { and, eq } from 'drizzle-orm';
import { normalizeVerificationCode } from '@/lib/signatures/verification';
import { getDb } from '@/server/platform/db/client';
import { signatureDocuments } from '@/server/platform/db/schema';

export type Verification = { code: string; name: string; signerName: string; signedAt: string; sha256: string };

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
    })
    .from(signatureDocuments)
    .where(and(eq(signatureDocuments.verificationCode, normalized), eq(signatureDocuments.status, 'signed')));
  if (!row?.signedAt || !row.sha256) return null;
  return {
    code: normalized,
    name: row.name,
    signerName: row.recipientName ?? '-',
    signedAt: row.signedAt.toISOString(),
    sha256: row.sha256,
  };
}
