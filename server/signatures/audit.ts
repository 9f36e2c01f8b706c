import 'server-only';
import type { Actor as TimelineActor } from '@/lib/timeline/kinds';
import type { Db } from '@/server/platform/db/client';
import { signatureEvents, type SignatureSigner } from '@/server/platform/db/schema';
import { mirrorSignatureEvent } from '@/server/timeline/signature-mirror';

/** D31: the events of a document's audit trail. */
export const SIGNATURE_EVENTS = [
  'created',
  'fields_saved',
  'sent',
  'emailed',
  'viewed',
  'signed',
  'cancelled',
  'expired',
  'reissued',
  // D117: one document, several signers; the signer's id is in the detail.
  'invited',
  'code_sent',
  'code_failed',
  'authenticated',
  'signer_signed',
  'refused',
  'signer_cancelled',
  'signer_replaced',
  // D166: staff resent the invitation or a reminder to one signer.
  'signer_reminded',
] as const;
export type SignatureEventName = (typeof SIGNATURE_EVENTS)[number];

/** The caller's address and browser, where the audit trail keeps them. */
export type Origin = { ip: string | null; userAgent: string | null };

export type Actor =
  | ({ actor: 'staff'; userId: string } & Partial<Origin>)
  | { actor: 'recipient'; ip: string; userAgent: string }
  | { actor: 'system' };

/**
 * Who acts, as the audit trail records it, from the writers' actor (lib/timeline/kinds.ts): a staff member by
 * id, the recipient by the address and browser they signed from (evidence, D31), an automatic step as the system.
 */
export function auditActor(actor: TimelineActor, origin: Partial<Origin> = {}): Actor {
  if (actor.tipo === 'staff') return { actor: 'staff', userId: actor.usuarioId, ...origin };
  if (actor.tipo === 'cliente') return { actor: 'recipient', ip: origin.ip ?? '-', userAgent: origin.userAgent ?? '-' };
  return { actor: 'system' };
}

/**
 * A signer's own step (D117): its audit row names the signer and their place in the order beside the step's detail,
 * so that the trail and the certificate read who did it (D166).
 */
export function recordSignerStep(
  db: Db,
  signer: Pick<SignatureSigner, 'id' | 'documentId' | 'position'>,
  event: SignatureEventName,
  by: Actor,
  detail: Record<string, unknown>,
  at: Date,
) {
  return recordEvent(
    db,
    signer.documentId,
    event,
    by,
    { signerId: signer.id, position: signer.position, ...detail },
    at,
  );
}

/** One audit row; written in the same transaction as the change it records, and mirrored to the timeline. */
export async function recordEvent(
  db: Db,
  documentId: string,
  event: SignatureEventName,
  by: Actor,
  detail?: Record<string, unknown>,
  at?: Date,
) {
  await db.insert(signatureEvents).values({
    documentId,
    event,
    actor: by.actor,
    actorUserId: by.actor === 'staff' ? by.userId : null,
    ip: by.actor === 'system' ? null : (by.ip ?? null),
    userAgent: by.actor === 'system' ? null : (by.userAgent?.slice(0, 500) ?? null),
    detail: detail ?? null,
    ...(at ? { createdAt: at } : {}),
  });
  await mirrorSignatureEvent(db, [documentId], event, by, at, detail?.signerId ? String(detail.signerId) : null);
}
