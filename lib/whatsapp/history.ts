import { fill, m } from '@/lib/messages';
import { classifyError } from './errors';
import { LINK_KINDS, isAutomaticStep, stepKey, type LinkKind } from './steps';

/**
 * A charge's WhatsApp messages in its régua history (D22, D141): each régua step shows the channels it went by
 * (e-mail, WhatsApp) and the WhatsApp message's status, with the error's meaning in Portuguese when it failed;
 * the charge's other WhatsApp messages (charge created, receipt, "Enviar por WhatsApp") are listed beside.
 */
export type HistoryMessage = {
  id: string;
  etapa: string;
  chave: string;
  via: string;
  status: string;
  contexto: Record<string, unknown>;
  erro: string | null;
  erroCodigo: number | null;
  createdAt: Date;
  enviadaEm: Date | null;
  entregueEm: Date | null;
  lidaEm: Date | null;
  falhouEm: Date | null;
};

export type Delivery = {
  id: string;
  /** What the message was: the step's name, or the link's kind sent by a person. */
  label: string;
  status: string;
  statusLabel: string;
  /** When it reached its status. */
  at: Date;
  /** The Portuguese meaning of a failure (or of a retry's wait); null otherwise. */
  error: string | null;
  /** A failed message whose step's e-mail went instead (the `whatsapp.emailReserva` claim). */
  emailInstead: boolean;
};

export type StepChannels = { email: boolean; whatsapp: Delivery | null };

export type ChargeWhatsAppHistory = { steps: Record<number, StepChannels>; others: Delivery[] };

/** The régua step of a message's key (`auto:reminder:<charge>:<etapa>`, charge-reminder.ts), else null. */
export function reminderStepOfKey(chave: string, chargeId: string): number | null {
  const prefix = `auto:reminder:${chargeId}:`;
  if (!chave.startsWith(prefix)) return null;
  const step = Number(chave.slice(prefix.length));
  return Number.isInteger(step) ? step : null;
}

/** Whether a régua step's `para` ("ana@x.dev, WhatsApp +55…") names an e-mail address. */
export const wentByEmail = (para: string | null | undefined): boolean =>
  (para ?? '').split(', ').some((part) => part.trim() !== '' && !part.startsWith('WhatsApp '));

const statusLabel = (status: string) => m.whatsapp.status[status as keyof typeof m.whatsapp.status] ?? status;

function labelOf(message: HistoryMessage): string {
  if (isAutomaticStep(message.etapa)) return m.whatsapp.etapas[stepKey(message.etapa)].nome;
  const kind = message.contexto?.tipo;
  const nome = LINK_KINDS.includes(kind as LinkKind) ? m.whatsapp.linkNames[kind as LinkKind] : m.whatsapp.sistema;
  return fill(m.whatsapp.historico.porLink, { nome });
}

export function deliveryOf(message: HistoryMessage, emailInstead = false): Delivery {
  const at =
    (message.status === 'lida' && message.lidaEm) ||
    (message.status === 'entregue' && message.entregueEm) ||
    (message.status === 'falhou' && message.falhouEm) ||
    message.enviadaEm ||
    message.createdAt;
  const showsError = message.status === 'falhou' || message.status === 'cancelada' || message.status === 'pendente';
  const error = !showsError
    ? null
    : message.erroCodigo !== null
      ? classifyError({ code: message.erroCodigo }).message
      : message.erro;
  return {
    id: message.id,
    label: labelOf(message),
    status: message.status,
    statusLabel: statusLabel(message.status),
    at,
    error,
    emailInstead: emailInstead && (message.status === 'falhou' || message.status === 'cancelada'),
  };
}

/**
 * Joins the régua's rows (step and `para`) with the charge's messages (oldest first). `fallbacks` holds the ids of
 * messages whose step e-mail was sent instead.
 */
export function chargeWhatsAppHistory(
  chargeId: string,
  rows: Array<{ etapa: number; para: string | null }>,
  messages: HistoryMessage[],
  fallbacks: ReadonlySet<string> = new Set(),
): ChargeWhatsAppHistory {
  const steps: Record<number, StepChannels> = {};
  for (const row of rows) steps[row.etapa] = { email: wentByEmail(row.para), whatsapp: null };
  const others: Delivery[] = [];
  for (const message of messages) {
    const delivery = deliveryOf(message, fallbacks.has(message.id));
    const step = reminderStepOfKey(message.chave, chargeId);
    if (step === null) others.push(delivery);
    else steps[step] = { email: steps[step]?.email ?? false, whatsapp: delivery };
  }
  return { steps, others };
}
