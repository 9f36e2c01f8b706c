import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { ClassifiedError } from '@/lib/whatsapp/errors';
import { showSecretSlots } from '@/lib/mail/secret-slots';
import { isAutomaticStep } from '@/lib/whatsapp/steps';
import type { DomainEvent, Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { whatsappMensagens, type WhatsappMensagem } from '@/server/platform/db/schema';
import { eventIds, recordMessageEntry } from './timeline';

/**
 * The writer of a queued message's send (D21): pendente → enviando (one worker's claim) → enviada, back to
 * pendente (retry later), falhou, or cancelada. Each change is conditional on the status it leaves, so a second
 * worker or a late retry changes nothing.
 */

/** Claims a queued message for one worker; null when it is no longer `pendente` (another worker has it). */
export async function claimForSend(db: Db, id: string, at: Date): Promise<WhatsappMensagem | null> {
  const [row] = await db
    .update(whatsappMensagens)
    .set({ status: 'enviando', enviandoEm: at, tentativas: sql`${whatsappMensagens.tentativas} + 1`, updatedAt: at })
    .where(and(eq(whatsappMensagens.id, id), eq(whatsappMensagens.status, 'pendente')))
    .returning();
  return row ?? null;
}

/** Accepted by the API (or written to the sandbox outbox): its wamid ties the webhook's reports to it. */
export async function markSent(
  db: Db,
  message: WhatsappMensagem,
  result: { wamid: string; via: 'api' | 'sandbox' },
  at: Date,
): Promise<Written<WhatsappMensagem | null>> {
  const [row] = await db
    .update(whatsappMensagens)
    .set({
      status: 'enviada',
      wamid: result.wamid,
      enviadaEm: at,
      erro: null,
      erroCodigo: null,
      segredos: null,
      updatedAt: at,
    })
    .where(and(eq(whatsappMensagens.id, message.id), eq(whatsappMensagens.status, 'enviando')))
    .returning();
  if (!row) return { row: null, events: [] };
  await recordMessageEntry(
    db,
    row,
    'whatsapp.sent',
    { via: result.via, template: row.template, texto: row.texto && showSecretSlots(row.texto), para: row.telefone },
    { em: at },
  );
  return { row, events: [{ type: 'whatsapp.sent', ...eventIds(row) }] };
}

/** A limit or an outage: back in the queue with the error; the job queue runs it again after its back-off. */
export async function markForRetry(db: Db, message: WhatsappMensagem, error: ClassifiedError, at: Date) {
  await db
    .update(whatsappMensagens)
    .set({ status: 'pendente', erro: error.message, erroCodigo: error.code, decisao: 'retry', updatedAt: at })
    .where(and(eq(whatsappMensagens.id, message.id), eq(whatsappMensagens.status, 'enviando')));
}

/** The failure event: an automatic step's message that did not reach the client sends the step's e-mail. */
export function failureEvent(message: WhatsappMensagem, error: ClassifiedError): DomainEvent {
  return {
    type: 'whatsapp.failed',
    ...eventIds(message),
    code: error.code,
    decision: error.decision,
    fallbackToEmail: isAutomaticStep(message.etapa),
  };
}

/** Failed for good (or given up): the error, its decision, the timeline entry and the failure event. */
export async function markFailed(
  db: Db,
  message: WhatsappMensagem,
  error: ClassifiedError,
  at: Date,
  from: 'enviando' | 'pendente' = 'enviando',
  detail: string | null = null,
): Promise<Written<WhatsappMensagem | null>> {
  const [row] = await db
    .update(whatsappMensagens)
    .set({
      status: 'falhou',
      falhouEm: at,
      erro: error.message,
      erroCodigo: error.code,
      decisao: error.decision,
      updatedAt: at,
    })
    .where(and(eq(whatsappMensagens.id, message.id), eq(whatsappMensagens.status, from)))
    .returning();
  if (!row) return { row: null, events: [] };
  await recordMessageEntry(
    db,
    row,
    'whatsapp.failed',
    { codigo: error.code, erro: error.message, detalhe: detail, decisao: error.decision },
    { em: at },
  );
  return { row, events: [failureEvent(row, error)] };
}

/**
 * A queued message that may no longer go (the client withdrew consent, or lost their mobile, since it was
 * queued): cancelled, with the reason; its step's e-mail goes instead.
 */
export async function cancelMessage(
  db: Db,
  message: WhatsappMensagem,
  reason: string,
  at: Date,
): Promise<Written<WhatsappMensagem | null>> {
  const [row] = await db
    .update(whatsappMensagens)
    .set({ status: 'cancelada', erro: reason, decisao: 'email', updatedAt: at })
    .where(and(eq(whatsappMensagens.id, message.id), eq(whatsappMensagens.status, 'pendente')))
    .returning();
  if (!row) return { row: null, events: [] };
  await recordMessageEntry(db, row, 'whatsapp.failed', { erro: reason, decisao: 'email', cancelada: true }, { em: at });
  return { row, events: [failureEvent(row, { decision: 'email', message: reason, code: null })] };
}

/**
 * The secrets of a message that ended without being sent, once its fallback e-mail took them (or needs none): the
 * row keeps only the slots (D146).
 */
export async function forgetSecrets(db: Db, id: string): Promise<void> {
  await db.update(whatsappMensagens).set({ segredos: null }).where(eq(whatsappMensagens.id, id));
}

/** Waits for the end of the quiet hours or for the next day (the daily cap): not a status change. */
export async function postponeMessage(db: Db, message: WhatsappMensagem, runAt: Date, at: Date) {
  await db
    .update(whatsappMensagens)
    .set({ agendadaPara: runAt, updatedAt: at })
    .where(eq(whatsappMensagens.id, message.id));
}
