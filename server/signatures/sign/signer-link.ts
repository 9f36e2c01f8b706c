import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { formatDate, formatDateTime, todayInSaoPaulo } from '@/lib/format';
import { isPastExpiry } from '@/lib/signatures/expiry';
import { signingPagePath, type SigningView } from '@/lib/signatures/signing-view';
import { maskEmail } from '@/lib/signatures/signers';
import { hashToken, isSigningTokenShape } from '@/lib/signatures/token';
import { dispatch } from '@/server/events/dispatch';
import type { Written } from '@/server/events/types';
import { getDb, type Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields, signatureSigners } from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import { recordEvent } from '../audit';
import { FIELD_COLUMNS } from '../queries';
import { expireSignatureDocuments } from '../follow-up/expire-signature-documents';
import { pageImagesFor, readPageImage } from './page-images';
import { signedDownloadName } from '../seal/seal-round';
import { signerByToken } from '../signer-rows';

/** How long the signer's PDF link lasts: long enough to read a contract calmly. */
const FILE_URL_SECONDS = 4 * 3600;

/**
 * What /assinar/{token} shows (D29, D86, D155): every link is one signer's. A document past its time becomes
 * "expired" here, with its audit row, before it is read.
 */
export async function getSigningView(token: string, now: Date = new Date()): Promise<SigningView> {
  if (!isSigningTokenShape(token)) return { state: 'not-found' };
  const db = await getDb();
  const signer = await signerByToken(db, token);
  if (!signer) return { state: 'not-found' };
  const [doc] = await db
    .select({ status: signatureDocuments.status, tokenExpiresAt: signatureDocuments.tokenExpiresAt })
    .from(signatureDocuments)
    .where(eq(signatureDocuments.id, signer.documentId));
  if (doc && isPastExpiry(doc, now)) {
    const { events } = await db.transaction((tx) =>
      expireSignatureDocuments(tx as unknown as Db, { at: now, documentId: signer.documentId }),
    );
    await dispatch(events, 'request');
  }
  return (await getSignerView(db, token, now)) ?? { state: 'not-found' };
}

/**
 * One page image of an open link, by the token's hash (GET /api/signatures/pagina/{hash}/{page}; D86): the hash is
 * what the database keeps, not the token, so it cannot sign; it reads only the pages of a signer's open link.
 */
export async function getSigningPageImage(
  tokenHash: string,
  page: number,
  now: Date = new Date(),
): Promise<Uint8Array | null> {
  if (!TOKEN_HASH_PATTERN.test(tokenHash)) return null;
  return getSignerPageImage(await getDb(), tokenHash, page, now);
}

const TOKEN_HASH_PATTERN = /^[0-9a-f]{64}$/;

/** The first opening of a link (the page's beacon, D42): markSignerViewed, its events after the commit. */
export async function recordSigningView(
  token: string,
  ip: string,
  userAgent: string,
  now: Date = new Date(),
): Promise<boolean> {
  if (!isSigningTokenShape(token)) return false;
  const db = await getDb();
  const viewed = await db.transaction((tx) => markSignerViewed(tx as unknown as Db, token, ip, userAgent, now));
  if (!viewed) return false;
  await dispatch(viewed.events, 'request');
  return true;
}

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

  // The columns the editor draws a field with, of this signer's fields only (D117); not the signer's id, which the
  // public page does not need.
  const fields = await db
    .select(FIELD_COLUMNS)
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

/**
 * The first opening of a signer's link (D31, D121): their viewedAt, once, with an audit row holding their address
 * and browser; the first opening by any signer is the document's viewedAt too, with `signature.viewed`. The
 * conditional updates make a second opening, or one of a closed link, a no-op that answers null.
 */
export async function markSignerViewed(
  db: Db,
  token: string,
  ip: string,
  userAgent: string,
  at: Date,
): Promise<Written<{ id: string }> | null> {
  // A signer's link opens for signing only while its document is out for signature (a cancelled one keeps its rows).
  const signer = await signerByToken(db, token);
  const [open] = signer
    ? await db
        .select({ id: signatureDocuments.id })
        .from(signatureDocuments)
        .where(and(eq(signatureDocuments.id, signer.documentId), eq(signatureDocuments.status, 'sent')))
    : [];
  if (!open) return null;
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
  if (!row) return null;
  await recordEvent(db, row.documentId, 'viewed', { actor: 'recipient', ip, userAgent }, { signerId: row.id }, at);
  const [doc] = await db
    .update(signatureDocuments)
    .set({ viewedAt: at })
    .where(
      and(
        eq(signatureDocuments.id, row.documentId),
        eq(signatureDocuments.status, 'sent'),
        isNull(signatureDocuments.viewedAt),
      ),
    )
    .returning({ contractId: signatureDocuments.contractId, clienteId: signatureDocuments.clienteId });
  return {
    row: { id: row.id },
    events: doc ? [{ type: 'signature.viewed', documentId: row.documentId, ...doc }] : [],
  };
}
