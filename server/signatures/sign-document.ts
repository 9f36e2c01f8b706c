import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import { checkFieldValues, isDrawnSignature, PNG_DATA_URL_PREFIX } from '@/lib/signatures/fields';
import { isPastExpiry } from '@/lib/signatures/expiry';
import { hashToken } from '@/lib/signatures/token';
import { canTransition } from '@/lib/signatures/transitions';
import { newVerificationCode } from '@/lib/signatures/verification';
import type { Actor } from '@/lib/timeline/kinds';
import { markContractSigned } from '@/server/contracts/mark-contract-signed';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields, signatureSigners } from '@/server/platform/db/schema';
import { auditActor, recordEvent } from './audit';
import { markSignatureViewed } from './mark-signature-viewed';
import { assertSafePng } from './png-guard';
import { sealSignedDocument, signedDownloadName } from './seal-document';
import { getStorage } from '@/server/platform/storage';

const l = m.signatures.link;

export type SignInput = { token: string; values: Record<string, string>; ip: string; userAgent: string; now?: Date };

/** Drawn signatures whose image data inflates past their declared size are refused before any PDF work. */
export function refuseUnsafeImages(values: readonly (string | null)[]) {
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

export type Signed = { id: string; verificationCode: string; signedAt: string; sha256: string; downloadUrl: string };

/**
 * "Assinar" on /assinar/{token} (D29, D30), inside one transaction: the values checked by type and written, the
 * signer's data and verification code recorded, the sealed PDF made and stored, then sent → signed with its audit
 * row, and the contract it was made from marked "assinado" (D33). A cancelled, expired or signed document is
 * refused with its page's message (D28), changing nothing.
 */
export async function signWithToken(db: Db, actor: Actor, input: SignInput): Promise<Written<Signed>> {
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
  const origin = { ip: input.ip, userAgent: input.userAgent };
  // The page's view beacon may not have arrived (no JavaScript, blocked): signing is a view too.
  const viewed = await markSignatureViewed(db, actor, { documentId: doc.id, ...origin, at: now });
  const verificationCode = newVerificationCode();
  await db
    .update(signatureDocuments)
    .set({
      signedAt: now,
      signerIp: input.ip,
      signerUserAgent: input.userAgent.slice(0, 500),
      verificationCode,
    })
    .where(eq(signatureDocuments.id, doc.id));
  // D117: the document's one signer (single-recipient sending) carries the same evidence.
  await db
    .update(signatureSigners)
    .set({
      status: 'signed',
      signedAt: now,
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 500),
      viewedAt: doc.viewedAt ?? now,
    })
    .where(and(eq(signatureSigners.documentId, doc.id), eq(signatureSigners.tokenHash, hashToken(input.token))));
  const sealed = await sealSignedDocument(db, doc.id);
  await db
    .update(signatureDocuments)
    .set({ status: 'signed', updatedAt: now })
    .where(eq(signatureDocuments.id, doc.id));
  await recordEvent(db, doc.id, 'signed', auditActor(actor, origin), { sha256: sealed.sha256, verificationCode }, now);
  const contract = doc.contractId ? await markContractSigned(db, actor, { contractId: doc.contractId, at: now }) : null;
  const downloadUrl = await getStorage().signedUrl(sealed.key, { downloadName: signedDownloadName(doc.name) });
  return {
    row: { id: doc.id, verificationCode, signedAt: now.toISOString(), sha256: sealed.sha256, downloadUrl },
    events: [
      ...(viewed?.events ?? []),
      { type: 'signature.signed', documentId: doc.id, contractId: doc.contractId, clienteId: doc.clienteId, at: now },
      ...(contract?.events ?? []),
    ],
  };
}
