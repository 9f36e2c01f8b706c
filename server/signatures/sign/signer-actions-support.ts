import 'server-only';
import { eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments } from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import { signAsSigner } from './sign-as-signer';
import { signedDownloadName } from '../seal/seal-round';
import { signerByToken } from '../signer-rows';

/** What "Assinar" answers the signing page: the verification code and download once the last signer signed. */
export type Signed = { id: string; verificationCode: string; signedAt: string; sha256: string; downloadUrl: string };

/** The signer a public link belongs to (every link is one signer's, D155), or the link page's "not found". */
export async function signerOfLink(db: Db, token: string) {
  const signer = await signerByToken(db, token);
  if (!signer) throw new ActionError(m.signatures.link.notFound);
  return signer;
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
