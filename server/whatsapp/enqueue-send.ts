import 'server-only';
import type { Db } from '@/server/platform/db/client';
import { enqueue } from '@/server/platform/jobs/queue';

/** The job kind that sends one queued WhatsApp message (server/jobs/handlers.ts). */
export const SEND_JOB = 'whatsapp.enviar';

/** Retries of a limit or an outage: 30 s doubling (lib/jobs/backoff.ts), about 16 minutes in all. */
export const SEND_ATTEMPTS = 6;

/**
 * The job that sends a queued message, keyed by the message (and, for a message put off by the quiet hours or the
 * daily cap, by the new time): enqueueing it twice, from a retried step or a race, queues one job.
 */
export async function enqueueSend(db: Db, messageId: string, runAt?: Date, postponed = false): Promise<void> {
  await enqueue(db, {
    tipo: SEND_JOB,
    chave: postponed && runAt ? `whatsapp:${messageId}:${runAt.toISOString()}` : `whatsapp:${messageId}`,
    dados: { mensagemId: messageId },
    runAt,
    maxTentativas: SEND_ATTEMPTS,
  });
}
