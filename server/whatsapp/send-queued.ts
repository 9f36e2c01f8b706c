import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { fillSecretSlots } from '@/lib/mail/secret-slots';
import { m } from '@/lib/messages';
import { WHATSAPP_SECTION, ZWhatsappSettings } from '@/lib/settings/whatsapp';
import { consentValidFor } from '@/lib/whatsapp/consent';
import type { ClassifiedError } from '@/lib/whatsapp/errors';
import type { OutgoingMessage } from '@/lib/whatsapp/request';
import { isQuiet, nextAllowedInstant, nextDayAllowedInstant, underDailyCap } from '@/lib/whatsapp/schedule';
import { isAutomaticStep } from '@/lib/whatsapp/steps';
import type { DomainEvent } from '@/server/events/types';
import { openJson } from '@/server/platform/crypto/seal';
import type { Db } from '@/server/platform/db/client';
import { whatsappConsentimentos, whatsappMensagens, type WhatsappMensagem } from '@/server/platform/db/schema';
import { leaseMs, type Job } from '@/server/platform/jobs/queue';
import { readSettings } from '@/server/settings/store';
import { enqueueSend } from './enqueue-send';
import { whatsappProvider } from './provider';
import { automaticSentOnDay } from './queries';
import { cancelMessage, claimForSend, markFailed, markForRetry, markSent, postponeMessage } from './record-send-result';

/** Thrown after a limit or an outage (429, 5xx): the job queue runs the job again after its back-off. */
export class WhatsAppRetryLater extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WhatsAppRetryLater';
  }
}

type Claim = { events: DomainEvent[] } | { message: WhatsappMensagem };

/** The message as it is sent: its secrets' slots filled in (D146), here and nowhere else. */
function outgoing(message: WhatsappMensagem): OutgoingMessage {
  const to = message.telefone.replace(/\D/g, '');
  const secrets = message.segredos ? openJson<Record<string, string>>(message.segredos) : {};
  const filled = (text: string) => fillSecretSlots(text, secrets);
  if (!message.template) return { kind: 'text', to, text: filled(message.texto ?? '') };
  return {
    kind: 'template',
    to,
    name: message.template,
    language: message.idioma ?? 'pt_BR',
    parameters: message.parametros.map(filled),
    codeButton: message.etapa === 'assinatura.codigo',
  };
}

/**
 * Decides, under the message's row lock and the client's consent row lock (which puts one client's sends in
 * line, so two workers cannot both take the day's last place), whether the message goes now: an automatic one
 * needs the consent still active for its number, the quiet hours over and room under the daily cap, else it is
 * cancelled or put off. A message no longer `pendente` was taken by another worker or a previous run.
 */
async function claim(db: Db, id: string, at: Date): Promise<Claim> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [message] = await tx.select().from(whatsappMensagens).where(eq(whatsappMensagens.id, id)).for('update');
    if (!message) return { events: [] };
    if (message.status === 'enviando') {
      // Its worker died between the claim and the answer: whether Meta took it is unknown, so it is not sent again.
      const stale = message.enviandoEm && at.getTime() - message.enviandoEm.getTime() > leaseMs();
      if (!stale) return { events: [] };
      const error: ClassifiedError = { decision: 'email', message: m.whatsapp.erros.interrompido, code: null };
      return { events: (await markFailed(tx, message, error, at)).events };
    }
    if (message.status !== 'pendente') return { events: [] };
    if (message.clienteId && isAutomaticStep(message.etapa)) {
      const [consent] = await tx
        .select({ status: whatsappConsentimentos.status, telefone: whatsappConsentimentos.telefone })
        .from(whatsappConsentimentos)
        .where(eq(whatsappConsentimentos.clienteId, message.clienteId))
        .for('update');
      // D153: the consent must hold for the number the message goes to (a changed mobile suspended it).
      if (!consentValidFor(consent, message.telefone))
        return { events: (await cancelMessage(tx, message, m.whatsapp.recusas.semConsentimento, at)).events };
      const settings = await readSettings(tx, WHATSAPP_SECTION, ZWhatsappSettings);
      const quiet = { inicio: settings.silencioInicio, fim: settings.silencioFim };
      const runAt = isQuiet(at, quiet)
        ? nextAllowedInstant(at, quiet)
        : underDailyCap(await automaticSentOnDay(tx, message.clienteId, at), settings.limiteDiario)
          ? null
          : nextDayAllowedInstant(at, quiet);
      if (runAt) {
        await postponeMessage(tx, message, runAt, at);
        await enqueueSend(tx, message.id, runAt, true);
        return { events: [] };
      }
    }
    const claimed = await claimForSend(tx, message.id, at);
    return claimed ? { message: claimed } : { events: [] };
  });
}

/**
 * Job `whatsapp.enviar`: sends one queued message through the provider, at most once. The claim (`enviando`)
 * commits before the call, so a second worker, a retried job or a race finds it taken and sends nothing; the
 * answer is recorded after. A limit or an outage puts it back in the queue and throws, so the job runs again
 * with back-off until its attempts are spent; then, as after any final failure of an automatic step, its
 * `whatsapp.failed` event says to send the step's e-mail instead.
 */
export async function sendQueuedMessage(
  db: Db,
  messageId: string,
  job?: Pick<Job, 'tentativas' | 'maxTentativas'>,
): Promise<DomainEvent[]> {
  const claimed = await claim(db, messageId, now());
  if ('events' in claimed) return claimed.events;
  const message = claimed.message;
  const result = await whatsappProvider().send(outgoing(message));
  const at = now();
  const lastAttempt = job ? job.tentativas >= job.maxTentativas : false;
  const outcome = await db.transaction(async (txRaw): Promise<{ events: DomainEvent[]; retry?: string }> => {
    const tx = txRaw as unknown as Db;
    if (result.ok) return markSent(tx, message, result, at);
    if (result.error.decision === 'retry' && !lastAttempt) {
      await markForRetry(tx, message, result.error, at);
      return { events: [], retry: `${result.error.message} (HTTP ${result.httpStatus ?? '-'})` };
    }
    const error: ClassifiedError =
      result.error.decision === 'retry'
        ? { ...result.error, decision: 'email', message: `${m.whatsapp.erros.esgotado} ${result.error.message}` }
        : result.error;
    return markFailed(tx, message, error, at, 'enviando', result.detail);
  });
  if (outcome.retry) throw new WhatsAppRetryLater(outcome.retry);
  return outcome.events;
}
