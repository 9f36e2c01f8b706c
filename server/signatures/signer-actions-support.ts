import 'server-only';
import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, type SignatureSigner } from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import { signAsSigner } from './sign-as-signer';
import type { Signed } from './sign-document';
import { signedDownloadName } from './seal-document';
import { signerByToken } from './signer-rows';

/**
 * The signer of a link when the link is one signer's among several (D117): a single-recipient sending keeps its link
 * on the document too (and signs as before), a document sent to signers has none of its own.
 */
export async function signerLinkOf(db: Db, token: string): Promise<SignatureSigner | null> {
  const signer = await signerByToken(db, token);
  if (!signer) return null;
  const [doc] = await db
    .select({ tokenHash: signatureDocuments.tokenHash })
    .from(signatureDocuments)
    .where(eq(signatureDocuments.id, signer.documentId));
  return doc && doc.tokenHash === null ? signer : null;
}

/**
 * "Assinar" by a signer's link, answered as the signing page expects it: the verification code is empty until
 * the last signer signs (the page then says the others are still to sign).
 */
export async function signWithSignerLink(
  db: Db,
  actor: Actor,
  input: { signerId: string; values: Record<string, string>; ip: string; userAgent: string },
): Promise<Written<Signed>> {
  const now = new Date();
  const { row, events } = await signAsSigner(db, actor, { ...input, now });
  const [doc] = await db.select().from(signatureDocuments).where(eq(signatureDocuments.id, row.id));
  const downloadUrl =
    row.documentSigned && doc.signedFileKey
      ? await getStorage().signedUrl(doc.signedFileKey, { downloadName: signedDownloadName(doc.name) })
      : '';
  return {
    row: {
      id: row.id,
      verificationCode: row.verificationCode ?? '',
      signedAt: now.toISOString(),
      sha256: doc.signedSha256 ?? '',
      downloadUrl,
    },
    events,
  };
}
