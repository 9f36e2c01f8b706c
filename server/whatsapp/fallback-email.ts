import 'server-only';
import { eq } from 'drizzle-orm';
import type { DomainEvent, EventOf } from '@/server/events/types';
import { openJson } from '@/server/platform/crypto/seal';
import { getDb, type Db } from '@/server/platform/db/client';
import { whatsappMensagens } from '@/server/platform/db/schema';
import { queueMail, type OutgoingMail } from '@/server/platform/mail/outbox';
import { runOnce } from '@/server/pipeline/run-once';
import { emailFallbackNeeded } from './channels';
import { forgetSecrets } from './record-send-result';

const isMail = (value: unknown): value is OutgoingMail => {
  const mail = value as OutgoingMail | null;
  return Boolean(mail && typeof mail.to === 'string' && mail.to && typeof mail.subject === 'string' && mail.assunto);
};

/**
 * The `whatsapp.failed` follow-up (D22): a WhatsApp-only step whose message will not reach the client (the number
 * cannot receive it, our configuration broke, the retries ran out, consent was withdrawn meanwhile) queues the
 * step's e-mail instead: the one the step would have sent, kept in the message's context without its secrets,
 * which come from the message's sealed ones (D146) and are forgotten there in the same transaction. Once per
 * message.
 */
export async function sendFallbackEmail(event: EventOf<'whatsapp.failed'>): Promise<DomainEvent[]> {
  const db = await getDb();
  const needed = await emailFallbackNeeded(db, event);
  const [message] = await db
    .select({ contexto: whatsappMensagens.contexto, segredos: whatsappMensagens.segredos })
    .from(whatsappMensagens)
    .where(eq(whatsappMensagens.id, event.messageId));
  const mail = message?.contexto?.email;
  if (!needed || !isMail(mail)) {
    if (message?.segredos) await forgetSecrets(db, event.messageId);
    return [];
  }
  const events: DomainEvent[] = [];
  await runOnce(db, 'whatsapp.emailReserva', event.messageId, async (tx) => {
    const secrets = message.segredos ? openJson<Record<string, string>>(message.segredos) : undefined;
    events.push(...(await queueMail(tx as Db, { ...mail, secrets })).events);
    await forgetSecrets(tx as Db, event.messageId);
    return { para: mail.to };
  });
  return events;
}
