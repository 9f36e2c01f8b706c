import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { assertStaff } from '@/server/auth/guard';
import { getDb, type Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureEvents, signatureSigners, user } from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import { expireSignatureDocuments } from './follow-up/expire-signature-documents';
import { signedDownloadName } from './seal/seal-round';

export type AuditEntry = {
  id: string;
  event: string;
  actor: string;
  actorName: string | null;
  /** The signer the step is about or was done by (D166): a signer's own step names them, not "Destinatário". */
  signerName: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
};

export type SigningSummary = {
  status: string;
  recipientEmail: string | null;
  sentAt: string | null;
  tokenExpiresAt: string | null;
  signedAt: string | null;
  verificationCode: string | null;
  signedSha256: string | null;
  signedUrl: string | null;
  events: AuditEntry[];
};

/**
 * Staff: a document's audit trail and, once signed, a download link for the sealed PDF (D31). One query for
 * the document, one for its events, in the order they were written (D159).
 */
export async function getSigningSummary(documentId: string): Promise<SigningSummary | null> {
  await assertStaff();
  const db = await getDb();
  const [doc] = await db
    .select({
      name: signatureDocuments.name,
      status: signatureDocuments.status,
      recipientEmail: signatureDocuments.recipientEmail,
      sentAt: signatureDocuments.sentAt,
      tokenExpiresAt: signatureDocuments.tokenExpiresAt,
      signedAt: signatureDocuments.signedAt,
      verificationCode: signatureDocuments.verificationCode,
      signedSha256: signatureDocuments.signedSha256,
      signedFileKey: signatureDocuments.signedFileKey,
    })
    .from(signatureDocuments)
    .where(eq(signatureDocuments.id, documentId));
  if (!doc) return null;
  const events = await db
    .select({
      id: signatureEvents.id,
      event: signatureEvents.event,
      actor: signatureEvents.actor,
      actorName: user.name,
      ip: signatureEvents.ip,
      userAgent: signatureEvents.userAgent,
      detail: signatureEvents.detail,
      createdAt: signatureEvents.createdAt,
    })
    .from(signatureEvents)
    .leftJoin(user, eq(user.id, signatureEvents.actorUserId))
    .where(eq(signatureEvents.documentId, documentId))
    .orderBy(asc(signatureEvents.createdAt), asc(signatureEvents.seq));
  const signers = await db
    .select({ id: signatureSigners.id, name: signatureSigners.name })
    .from(signatureSigners)
    .where(eq(signatureSigners.documentId, documentId));
  const nameOf = new Map(signers.map((s) => [s.id, s.name]));
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    status: doc.status,
    recipientEmail: doc.recipientEmail,
    sentAt: iso(doc.sentAt),
    tokenExpiresAt: iso(doc.tokenExpiresAt),
    signedAt: iso(doc.signedAt),
    verificationCode: doc.verificationCode,
    signedSha256: doc.signedSha256,
    signedUrl: doc.signedFileKey
      ? await getStorage().signedUrl(doc.signedFileKey, { downloadName: signedDownloadName(doc.name) })
      : null,
    events: events.map(({ detail, ...e }) => ({
      ...e,
      signerName: nameOf.get(String(detail?.signerId ?? '')) ?? null,
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

/**
 * Staff list (D28): sent documents past their link time become "expired" before listing. This runs while the page
 * renders, where Next refuses revalidation, so the events are not dispatched: the list being drawn reads the new
 * state, and the other staff screens read by data version (D81); the follow-up job expires on time anyway.
 */
export async function expireDueLinks(now: Date = new Date()): Promise<number> {
  await assertStaff();
  const db = await getDb();
  const { row: ids } = await db.transaction((tx) => expireSignatureDocuments(tx as unknown as Db, { at: now }));
  return ids.length;
}
