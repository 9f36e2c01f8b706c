import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { formatDate, formatDateTime, todayInSaoPaulo } from '@/lib/format';
import { signingPagePath, type SigningView } from '@/lib/signatures/signing-view';
import { maskEmail } from '@/lib/signatures/signers';
import { hashToken } from '@/lib/signatures/token';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields, signatureSigners } from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import { recordEvent } from './audit';
import { pageImagesFor, readPageImage } from './page-images';
import { signedDownloadName } from './seal-document';
import { signerByToken } from './signer-rows';

const FILE_URL_SECONDS = 4 * 3600;

/**
 * /assinar/{token} for a signer's own link (D117): the document's state as this signer sees it, and when it is open,
 * only this signer's fields. A cancelled signer's link is dead ("cancelled"); a signer who signed sees the signed
 * page (with the final code once everyone has signed); a refused document is closed for everyone.
 */
export async function getSignerView(db: Db, token: string, now: Date = new Date()): Promise<SigningView | null> {
  const signer = await signerByToken(db, token);
  if (!signer) return null;
  const [doc] = await db.select().from(signatureDocuments).where(eq(signatureDocuments.id, signer.documentId));
  if (!doc) return { state: 'not-found' };
  const closed = (state: 'signed' | 'expired' | 'cancelled' | 'unavailable') => ({
    state,
    name: doc.name,
    verificationCode: state === 'signed' && doc.status === 'signed' ? doc.verificationCode : null,
    downloadUrl: null,
  });
  if (signer.status === 'cancelled' || doc.status === 'cancelled') return closed('cancelled');
  if (signer.status === 'signed') {
    if (doc.status === 'signed' && doc.signedFileKey)
      return {
        ...closed('signed'),
        downloadUrl: await getStorage().signedUrl(doc.signedFileKey, { downloadName: signedDownloadName(doc.name) }),
      };
    return closed('signed');
  }
  if (doc.status === 'expired' || (signer.tokenExpiresAt && signer.tokenExpiresAt.getTime() <= now.getTime()))
    return closed('expired');
  if (doc.status !== 'sent' || signer.status !== 'invited') return closed('unavailable');

  const fields = await db
    .select({
      id: signatureFields.id,
      fieldType: signatureFields.fieldType,
      label: signatureFields.label,
      xPosition: signatureFields.xPosition,
      yPosition: signatureFields.yPosition,
      width: signatureFields.width,
      height: signatureFields.height,
      pageNumber: signatureFields.pageNumber,
      isRequired: signatureFields.isRequired,
      placeholder: signatureFields.placeholder,
    })
    .from(signatureFields)
    .where(and(eq(signatureFields.documentId, doc.id), eq(signatureFields.signerId, signer.id)))
    .orderBy(asc(signatureFields.pageNumber), asc(signatureFields.yPosition), asc(signatureFields.createdAt));
  const tokenHash = hashToken(token);
  return {
    state: 'open',
    name: doc.name,
    recipientName: signer.name,
    expiresOn: formatDate(signer.tokenExpiresAt ?? now),
    today: formatDate(todayInSaoPaulo(now)),
    pageCount: doc.pageCount,
    fileUrl: await getStorage().signedUrl(doc.fileKey, { expiresIn: FILE_URL_SECONDS }),
    pages: await pageImagesFor(doc.fileKey, (page) => signingPagePath(tokenHash, page)),
    fields,
    signer: {
      name: signer.name,
      role: signer.role,
      requireCode: doc.requireCode,
      authenticated: Boolean(signer.authenticatedAt),
      destination: maskEmail(signer.email),
      codeValidUntil:
        !signer.authenticatedAt && signer.codeHash && signer.codeExpiresAt && signer.codeExpiresAt > now
          ? formatDateTime(signer.codeExpiresAt)
          : null,
    },
  };
}

/** A page image of a signer's open link, by the token's hash (the signing page's images, D86). */
export async function getSignerPageImage(db: Db, tokenHash: string, page: number, now: Date) {
  const [row] = await db
    .select({
      status: signatureSigners.status,
      expires: signatureSigners.tokenExpiresAt,
      docStatus: signatureDocuments.status,
      fileKey: signatureDocuments.fileKey,
    })
    .from(signatureSigners)
    .innerJoin(signatureDocuments, eq(signatureDocuments.id, signatureSigners.documentId))
    .where(eq(signatureSigners.tokenHash, tokenHash));
  if (!row || row.status !== 'invited' || row.docStatus !== 'sent') return null;
  if (row.expires && row.expires.getTime() <= now.getTime()) return null;
  return readPageImage(row.fileKey, page);
}

/** The first opening of a signer's link: their viewedAt, once, with an audit row (evidence, D121). */
export async function markSignerViewed(db: Db, token: string, ip: string, userAgent: string, at: Date) {
  // A single-recipient sending's link is the document's own: its view is the document's (mark-signature-viewed.ts).
  const signer = await signerByToken(db, token);
  if (!signer) return false;
  const [doc] = await db
    .select({ tokenHash: signatureDocuments.tokenHash })
    .from(signatureDocuments)
    .where(eq(signatureDocuments.id, signer.documentId));
  if (!doc || doc.tokenHash !== null) return false;
  const [row] = await db
    .update(signatureSigners)
    .set({ viewedAt: at })
    .where(
      and(
        eq(signatureSigners.tokenHash, hashToken(token)),
        eq(signatureSigners.status, 'invited'),
        isNull(signatureSigners.viewedAt),
      ),
    )
    .returning({ id: signatureSigners.id, documentId: signatureSigners.documentId });
  if (!row) return false;
  await recordEvent(db, row.documentId, 'viewed', { actor: 'recipient', ip, userAgent }, { signerId: row.id }, at);
  return true;
}
