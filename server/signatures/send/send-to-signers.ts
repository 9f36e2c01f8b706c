import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { m } from '@/lib/messages';
import { linkExpiresAt } from '@/lib/signatures/expiry';
import { documentSearchText } from '@/lib/signatures/search';
import { canTransition } from '@/lib/signatures/transitions';
import type { Actor } from '@/lib/timeline/kinds';
import type { TSigner } from '@/lib/validation/signers';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import { requireClient } from '@/server/clients/link';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields } from '@/server/platform/db/schema';
import { auditActor, recordEvent } from '../audit';
import { inviteSigners } from './invite-signers';
import { setSignatureSigners } from '../draft/set-signature-signers';
import { lockDocument, signersOf } from '../signer-rows';
import { env } from '@/server/platform/env';

const t = m.signatures.signers;

/** A signer's signature field when they have none: the foot of the last page (stacked, see below). */
const DEFAULT_SIGNATURE_FIELD = {
  fieldType: 'signature',
  label: 'Assinatura',
  xPosition: 10,
  yPosition: 82,
  width: 35,
  height: 8,
  isRequired: true,
} as const;

/**
 * "Enviar para os signatários" (D117, D118): draft → sent with a code required of every signer, each signer who signs
 * fields and has none gets one signature field on the last page (stacked), and the first invitations go out (one in
 * order, all at once in parallel). The document's own link columns stay empty: each signer has their own.
 */
export async function sendToSigners(
  db: Db,
  actor: Actor,
  input: { id: string; clienteId?: string | null; signers?: readonly TSigner[] },
  now: Date = new Date(),
): Promise<Written<{ id: string; invited: string[]; expiresAt: string }>> {
  const doc = await lockDocument(db, input.id);
  if (!doc) throw new ActionError(m.signatures.send.errorText);
  if (!canTransition(doc.status, 'sent')) throw new ActionError(m.signatures.transition);
  // "Enviar" to one recipient names its signer here: the same path as ten (D155).
  const saved = input.signers
    ? await setSignatureSigners(db, actor, { id: doc.id, mode: 'sequential', signers: input.signers }, now)
    : null;
  const signers = await signersOf(db, doc.id);
  const signing = signers.filter((s) => s.role === 'parte' || s.role === 'testemunha');
  if (!signers.some((s) => s.role !== 'copia')) throw new ActionError(t.empty);
  // The recipient's client of the registry (D51), when "Enviar" names one; kept as it is otherwise.
  const clienteId =
    input.clienteId === undefined ? doc.clienteId : ((await requireClient(db, input.clienteId))?.id ?? null);

  const fields = await db
    .select({ signerId: signatureFields.signerId })
    .from(signatureFields)
    .where(eq(signatureFields.documentId, doc.id));
  const owners = new Set(fields.map((f) => f.signerId ?? signing[0]?.id));
  let slot = 0;
  for (const signer of signing) {
    if (owners.has(signer.id)) continue;
    await db.insert(signatureFields).values({
      documentId: doc.id,
      ...DEFAULT_SIGNATURE_FIELD,
      label: `Assinatura — ${signer.name}`,
      // Stacked upwards from the foot of the last page, two columns, so that several fit.
      xPosition: slot % 2 === 0 ? 8 : 55,
      yPosition: Math.max(82 - Math.floor(slot / 2) * 11, 5),
      width: 37,
      pageNumber: Math.max(doc.pageCount, 1),
      signerId: signer.id,
    });
    slot++;
  }
  // Fields placed without a signer belong to the first one who signs.
  if (signing[0])
    await db
      .update(signatureFields)
      .set({ signerId: signing[0].id })
      .where(and(eq(signatureFields.documentId, doc.id), isNull(signatureFields.signerId)));

  const expiresAt = linkExpiresAt(now, env.signatureLinkDays);
  await db
    .update(signatureDocuments)
    .set({
      status: 'sent',
      requireCode: true,
      clienteId,
      sentAt: now,
      tokenExpiresAt: expiresAt,
      updatedAt: now,
      busca: documentSearchText({
        name: doc.name,
        originalFilename: doc.originalFilename,
        recipientName: signers.map((s) => s.name).join(' '),
        recipientEmail: signers.map((s) => s.email).join(' '),
      }),
    })
    .where(eq(signatureDocuments.id, doc.id));
  await recordEvent(
    db,
    doc.id,
    'sent',
    auditActor(actor),
    { signers: signers.length, mode: doc.signingMode, expiresAt: expiresAt.toISOString() },
    now,
  );
  const { invited, events } = await inviteSigners(db, doc, signers, now);
  return {
    row: { id: doc.id, invited: invited.map((s) => s.id), expiresAt: expiresAt.toISOString() },
    events: [
      ...(saved?.events ?? []),
      { type: 'signature.sent', documentId: doc.id, contractId: doc.contractId, clienteId },
      ...events,
    ],
  };
}
