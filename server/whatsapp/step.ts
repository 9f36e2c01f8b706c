import 'server-only';
import type { Values } from '@/lib/whatsapp/render';
import type { AutomaticStep } from '@/lib/whatsapp/steps';
import type { Db } from '@/server/platform/db/client';
import type { OutgoingMail } from '@/server/platform/mail/outbox';
import { channelsFor } from './channels';
import { sendAutomatic } from './send-automatic';

export type StepWhatsApp = {
  /** The step's e-mail must go now: the step is on e-mail or both, or WhatsApp cannot take this client. */
  email: boolean;
  /** The queued WhatsApp message, when one was queued (or had been, for this key). */
  messageId: string | null;
  /** The mobile it goes to, for the step's own records. */
  para: string | null;
};

/**
 * The one hook of an automatic step that e-mails today (D22): asks the step's channel for this client and queues
 * its WhatsApp template message with the e-mail's values, keyed by the step's own key, in the caller's
 * transaction. The e-mail the step would send rides in the message's context, so that a WhatsApp message that
 * ends without reaching the client sends it instead (the `whatsapp.failed` follow-up, fallback-email.ts).
 */
export async function whatsappForStep(
  db: Db,
  input: {
    clienteId: string | null;
    step: AutomaticStep;
    key: string;
    values: Values;
    subject: { tipo: string; id: string } | null;
    mail: OutgoingMail | null;
    /** The values that are secrets (a code, a link's token: D146); `values` holds their slots. */
    secrets?: Readonly<Record<string, string>>;
    /** Refused unless it can go now (sendAutomatic's `onlyNow`, D167): the e-mail goes instead. */
    onlyNow?: boolean;
  },
): Promise<StepWhatsApp> {
  const plan = await channelsFor(db, input.clienteId, input.step);
  if (!plan.whatsapp || !input.clienteId) return { email: true, messageId: null, para: null };
  // The fallback e-mail rides in the message's context without its secrets: they are sealed with the message's.
  const { secrets: mailSecrets, ...mail } = input.mail ?? { secrets: undefined };
  const queued = await sendAutomatic(db, {
    clienteId: input.clienteId,
    step: input.step,
    key: input.key,
    values: input.values,
    secrets: { ...mailSecrets, ...input.secrets },
    subject: input.subject,
    context: input.mail ? { email: mail } : {},
    onlyNow: input.onlyNow,
  });
  if (!queued.ok) return { email: true, messageId: null, para: null };
  return { email: plan.email, messageId: queued.messageId, para: queued.to };
}
