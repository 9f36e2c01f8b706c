import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import { checkFieldValues, isDrawnSignature, PNG_DATA_URL_PREFIX } from '@/lib/signatures/fields';
import { isPastExpiry } from '@/lib/signatures/expiry';
import { hashToken } from '@/lib/signatures/token';
import { canTransition } from '@/lib/signatures/transitions';
import { newVerificationCode } from '@/lib/signatures/verification';
import { ActionError } from '@/server/platform/action';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields } from '@/server/platform/db/schema';
import { recordEvent } from './audit';
import { onDocumentSigned } from './on-signed';
import { assertSafePng } from './png-guard';
import { sealSignedDocument, signedDownloadName } from './seal-document';
import { getStorage } from '@/server/platform/storage';

const l = m.signatures.link;

export type SignInput = { token: string; values: Record<string, string>; ip: string; userAgent: string; now?: Date };

/** Drawn signatures whose image data inflates past their declared size are refused before any PDF work. */
function refuseUnsafeImages(values: readonly (string | null)[]) {
  for (const value of values) {
    if (!value || !isDrawnSignature(value)) continue;
    try {
      assertSafePng(Buffer.from(value.slice(PNG_DATA_URL_PREFIX.length), 'base64'));
    } catch {
      throw new ActionError(m.signatures.signatureImage.invalid);
    }
  }
}

/** The message for a link that can no longer be signed. */
function closedMessage(status: string): string {
  if (status === 'signed') return l.signed;
  if (status === 'expired') return l.expired;
  if (status === 'cancelled') return l.cancelled;
  return l.notFound;
}

/**
 * "Assinar" on /assinar/{token} (issue 9 items 2–3), inside one transaction: the values checked by
 * type and written, the signer's data and verification code recorded, the sealed PDF made and
 * stored, then sent → signed with its audit row (and the contract marked "assinado" when there is one).
 */
export async function signWithToken(db: Db, input: SignInput) {
  const now = input.now ?? new Date();
  const [doc] = await db
    .select()
    .from(signatureDocuments)
    .where(eq(signatureDocuments.tokenHash, hashToken(input.token)))
    .for('update');
  if (!doc) throw new ActionError(l.notFound);
  if (isPastExpiry(doc, now)) throw new ActionError(l.expired);
  if (!canTransition(doc.status, 'signed')) throw new ActionError(closedMessage(doc.status));

  const fields = await db
    .select({ id: signatureFields.id, fieldType: signatureFields.fieldType, isRequired: signatureFields.isRequired })
    .from(signatureFields)
    .where(eq(signatureFields.documentId, doc.id))
    .orderBy(asc(signatureFields.createdAt));
  const checked = checkFieldValues(fields, input.values, now);
  if (!checked.ok) throw new ActionError(Object.values(checked.errors)[0]);
  refuseUnsafeImages(Object.values(checked.values));

  for (const field of fields) {
    await db
      .update(signatureFields)
      .set({ value: checked.values[field.id] })
      .where(and(eq(signatureFields.id, field.id), eq(signatureFields.documentId, doc.id)));
  }
  const recipient = { actor: 'recipient', ip: input.ip, userAgent: input.userAgent } as const;
  // The page's view beacon may not have arrived (no JavaScript, blocked): signing is a view too.
  if (!doc.viewedAt) await recordEvent(db, doc.id, 'viewed', recipient, undefined, now);
  const verificationCode = newVerificationCode();
  await db
    .update(signatureDocuments)
    .set({
      signedAt: now,
      signerIp: input.ip,
      signerUserAgent: input.userAgent.slice(0, 500),
      verificationCode,
      viewedAt: doc.viewedAt ?? now,
    })
    .where(eq(signatureDocuments.id, doc.id));
  const sealed = await sealSignedDocument(db, doc.id);
  await db
    .update(signatureDocuments)
    .set({ status: 'signed', updatedAt: now })
    .where(eq(signatureDocuments.id, doc.id));
  await recordEvent(db, doc.id, 'signed', recipient, { sha256: sealed.sha256, verificationCode }, now);
  const paths = doc.contractId ? await onDocumentSigned(db, doc.contractId, now) : [];
  const downloadUrl = await getStorage().signedUrl(sealed.key, { downloadName: signedDownloadName(doc.name) });
  return {
    id: doc.id,
    verificationCode,
    signedAt: now.toISOString(),
    sha256: sealed.sha256,
    downloadUrl,
    paths,
    contractId: doc.contractId,
  };
}
