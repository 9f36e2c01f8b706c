import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { formatDate, todayInSaoPaulo } from '@/lib/format';
import { isPastExpiry, linkState } from '@/lib/signatures/expiry';
import { signingPagePath, type SigningView, type SigningViewField } from '@/lib/signatures/signing-view';
import { hashToken, isSigningTokenShape } from '@/lib/signatures/token';
import type { Actor } from '@/lib/timeline/kinds';
import { dispatch } from '@/server/events/dispatch';
import { getDb, type Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields } from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import { expireSignatureDocuments } from './expire-signature-documents';
import { markSignatureViewed } from './mark-signature-viewed';
import { pageImagesFor, readPageImage } from './page-images';
import { signedDownloadName } from './seal-document';
import { getSignerPageImage, getSignerView, markSignerViewed } from './signer-link';

export type SigningField = SigningViewField;

/** The link as read here; `getSigningView` narrows the open case to what the page shows. */
export type SigningLink =
  | Exclude<SigningView, { state: 'open' }>
  | {
      state: 'open';
      name: string;
      recipientName: string | null;
      recipientEmail: string | null;
      expiresAt: string;
      pageCount: number;
      fileKey: string;
      fileUrl: string;
      fields: SigningField[];
    };

/** Who opens a link: its recipient, known by the token they hold. */
const VISITOR: Actor = { tipo: 'cliente' };

/** How long the recipient's PDF link lasts: long enough to read a contract calmly. */
const FILE_URL_SECONDS = 4 * 3600;

/**
 * What /assinar/{token} shows (D29). A link past its time becomes "expired" here, with its
 * audit row. Reads only what the page shows; the file through a signed URL that expires.
 */
export async function getSigningLink(token: string, now: Date = new Date()): Promise<SigningLink> {
  if (!isSigningTokenShape(token)) return { state: 'not-found' };
  const db = await getDb();
  const columns = {
    id: signatureDocuments.id,
    name: signatureDocuments.name,
    status: signatureDocuments.status,
    tokenExpiresAt: signatureDocuments.tokenExpiresAt,
    recipientName: signatureDocuments.recipientName,
    recipientEmail: signatureDocuments.recipientEmail,
    pageCount: signatureDocuments.pageCount,
    fileKey: signatureDocuments.fileKey,
    verificationCode: signatureDocuments.verificationCode,
    signedFileKey: signatureDocuments.signedFileKey,
  };
  let [doc] = await db
    .select(columns)
    .from(signatureDocuments)
    .where(eq(signatureDocuments.tokenHash, hashToken(token)));
  if (!doc) return { state: 'not-found' };
  if (isPastExpiry(doc, now)) {
    const id = doc.id;
    const { events } = await db.transaction((tx) =>
      expireSignatureDocuments(tx as unknown as Db, { at: now, documentId: id }),
    );
    await dispatch(events, 'request');
    doc = { ...doc, status: 'expired' };
  }
  const state = linkState(doc, now);
  if (state !== 'open') {
    // The token holder signed it: they may fetch their copy again.
    const downloadUrl =
      state === 'signed' && doc.signedFileKey
        ? await getStorage().signedUrl(doc.signedFileKey, { downloadName: signedDownloadName(doc.name) })
        : null;
    return { state, name: doc.name, verificationCode: state === 'signed' ? doc.verificationCode : null, downloadUrl };
  }

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
    .where(eq(signatureFields.documentId, doc.id))
    .orderBy(asc(signatureFields.pageNumber), asc(signatureFields.yPosition), asc(signatureFields.createdAt));
  return {
    state: 'open',
    name: doc.name,
    recipientName: doc.recipientName,
    recipientEmail: doc.recipientEmail,
    expiresAt: doc.tokenExpiresAt!.toISOString(),
    pageCount: doc.pageCount,
    fileKey: doc.fileKey,
    fileUrl: await getStorage().signedUrl(doc.fileKey, { expiresIn: FILE_URL_SECONDS }),
    fields,
  };
}

/**
 * The signing page's data (D86): the link as `getSigningLink` reads it, with only the fields the page
 * shows (not the recipient's e-mail) and its dates written for São Paulo.
 */
export async function getSigningView(token: string, now: Date = new Date()): Promise<SigningView> {
  const link = await getSigningLink(token, now);
  // D117: not a document's link; perhaps one signer's among several.
  if (link.state === 'not-found' && isSigningTokenShape(token))
    return (await getSignerView(await getDb(), token, now)) ?? link;
  if (link.state !== 'open') return link;
  const { name, recipientName, expiresAt, pageCount, fileKey, fileUrl, fields } = link;
  const tokenHash = hashToken(token);
  const pages = await pageImagesFor(fileKey, (page) => signingPagePath(tokenHash, page));
  return {
    state: 'open',
    name,
    recipientName,
    expiresOn: formatDate(expiresAt),
    today: formatDate(todayInSaoPaulo(now)),
    pageCount,
    fileUrl,
    pages,
    fields,
  };
}

/**
 * One page image of an open link, found by the token's hash (GET /api/signatures/pagina/{hash}/{page}; D86):
 * the page-delivery layer puts the first page in the signing shell's HTML by this address
 * (server/platform/http/page-delivery)
 * and the page shows the same addresses. The hash is what the database keeps, not the token: it cannot sign,
 * and it reads only the pages of a link that is still open (expired by time too, without writing here).
 */
export async function getSigningPageImage(
  tokenHash: string,
  page: number,
  now: Date = new Date(),
): Promise<Uint8Array | null> {
  if (!TOKEN_HASH_PATTERN.test(tokenHash)) return null;
  const db = await getDb();
  const [doc] = await db
    .select({
      status: signatureDocuments.status,
      tokenExpiresAt: signatureDocuments.tokenExpiresAt,
      fileKey: signatureDocuments.fileKey,
    })
    .from(signatureDocuments)
    .where(eq(signatureDocuments.tokenHash, tokenHash));
  if (!doc) return getSignerPageImage(db, tokenHash, page, now);
  if (linkState(doc, now) !== 'open') return null;
  return readPageImage(doc.fileKey, page);
}

const TOKEN_HASH_PATTERN = /^[0-9a-f]{64}$/;

/** The first opening of a link (the page's beacon, D42): markSignatureViewed, by the token's hash. */
export async function recordSigningView(
  token: string,
  ip: string,
  userAgent: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!isSigningTokenShape(token)) return false;
  const db = await getDb();
  const viewed = await db.transaction((tx) =>
    markSignatureViewed(tx as unknown as Db, VISITOR, { tokenHash: hashToken(token), ip, userAgent, at: now }),
  );
  if (!viewed) return db.transaction((tx) => markSignerViewed(tx as unknown as Db, token, ip, userAgent, now));
  await dispatch(viewed.events, 'request');
  return true;
}
