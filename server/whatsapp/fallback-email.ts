import 'server-only';
import { eq } from 'drizzle-orm';
import type { EventOf } from '@/server/events/types';
import { getDb } from '@/server/platform/db/client';
import { whatsappMensagens } from '@/server/platform/db/schema';
import { sendAutomaticMail, type AutomaticMail } from '@/server/agency/mail';
import { runOnce } from '@/server/pipeline/run-once';
import { emailFallbackNeeded } from './channels';

const isMail = (value: unknown): value is AutomaticMail => {
  const mail = value as AutomaticMail | null;
  return Boolean(mail && typeof mail.to === 'string' && mail.to && typeof mail.subject === 'string' && mail.assunto);
};

/**
 * The `whatsapp.failed` follow-up (D22): a WhatsApp-only step whose message will not reach the client (the number
 * cannot receive it, our configuration broke, the retries ran out, consent was withdrawn meanwhile) sends the
 * step's e-mail instead: the one the step would have sent, kept in the message's context. Once per message.
 */
export async function sendFallbackEmail(event: EventOf<'whatsapp.failed'>): Promise<boolean> {
  const db = await getDb();
  if (!(await emailFallbackNeeded(db, event))) return false;
  const [message] = await db
    .select({ contexto: whatsappMensagens.contexto })
    .from(whatsappMensagens)
    .where(eq(whatsappMensagens.id, event.messageId));
  const mail = message?.contexto?.email;
  if (!isMail(mail)) return false;
  const done = await runOnce(db, 'whatsapp.emailReserva', event.messageId, async (tx) => {
    await sendAutomaticMail(tx, mail);
    return { para: mail.to };
  });
  return done !== null;
}
