import 'server-only';
import { and, eq } from 'drizzle-orm';
import { fill, m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureSigners, user } from '@/server/platform/db/schema';
import { queueMails } from '@/server/platform/mail/outbox';
import { auditActor, recordSignerStep } from '../audit';
import { lockOpenSigner } from './send-signer-code';
import { signersOf } from '../signer-rows';

const t = m.signatures.signers;

/**
 * "Recusar" (D117): an invited signer declines with a reason. The signer becomes refused and the document sent →
 * refused, so no other link signs any more; the refusal goes on the audit trail and the client's timeline
 * ('signature.refused', visible to the client), and the staff member who made the document and the other signers
 * are told by e-mail.
 */
export async function refuseSignature(
  db: Db,
  actor: Actor,
  input: { signerId: string; reason: string; ip: string; userAgent: string },
  now: Date = new Date(),
): Promise<Written<{ id: string }>> {
  const { doc: document, signer } = await lockOpenSigner(db, input.signerId, now);
  await db
    .update(signatureSigners)
    .set({ status: 'refused', refusedAt: now, refusalReason: input.reason, ip: input.ip, userAgent: input.userAgent })
    .where(eq(signatureSigners.id, signer.id));
  await db
    .update(signatureDocuments)
    .set({ status: 'refused', refusedAt: now, updatedAt: now })
    .where(and(eq(signatureDocuments.id, document.id), eq(signatureDocuments.status, 'sent')));
  await recordSignerStep(db, signer, 'refused', auditActor(actor, input), { reason: input.reason }, now);

  const values = { signer: signer.name, name: document.name, reason: input.reason };
  const mail = { subject: fill(t.refusedSubject, values), text: fill(t.refusedText, values) };
  const others = (await signersOf(db, document.id)).filter(
    (s) => s.id !== signer.id && s.status !== 'cancelled' && s.status !== 'waiting',
  );
  const [owner] = document.userId
    ? await db.select({ email: user.email }).from(user).where(eq(user.id, document.userId))
    : [];
  const to = new Set([...(owner ? [owner.email] : []), ...others.map((s) => s.email)]);
  // Queued with the refusal (D146): the notices leave after the commit.
  const queued = await queueMails(
    db,
    [...to].map((address) => ({
      to: address,
      ...mail,
      assunto: { tipo: 'signature', id: document.id },
      tipo: 'assinatura-recusa',
      chave: `assinatura-recusa:${signer.id}:${address}`,
    })),
  );
  return {
    row: { id: document.id },
    events: [
      {
        type: 'signature.refused',
        documentId: document.id,
        contractId: document.contractId,
        clienteId: document.clienteId,
      },
      ...queued,
    ],
  };
}
