/**
 * A WhatsApp message's status. Outgoing: pendente (queued, maybe waiting for the quiet hours or the daily cap) →
 * enviando (claimed by one worker) → enviada (Meta accepted it, `wamid`) → entregue → lida, or falhou; cancelada
 * when it may no longer go (opt-out). `aberta`: a wa.me link staff opened (WhatsApp reports nothing back).
 * Incoming: recebida.
 */
export const MESSAGE_STATUSES = [
  'pendente',
  'enviando',
  'enviada',
  'entregue',
  'lida',
  'falhou',
  'cancelada',
  'aberta',
  'recebida',
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** The statuses the webhook reports, as the Cloud API names them. */
export type WebhookStatus = 'sent' | 'delivered' | 'read' | 'failed';

export const FROM_WEBHOOK: Record<WebhookStatus, MessageStatus> = {
  sent: 'enviada',
  delivered: 'entregue',
  read: 'lida',
  failed: 'falhou',
};

const RANK: Partial<Record<MessageStatus, number>> = { pendente: 0, enviando: 0, enviada: 1, entregue: 2, lida: 3 };

/**
 * The status after a webhook report, or null when it changes nothing. Reports may arrive out of order and twice:
 * a status only moves forward (read is not undone by a late delivered); failed applies before delivery; a
 * delivered or read after failed wins (the client's other device got it).
 */
export function advanceStatus(current: string, report: WebhookStatus): MessageStatus | null {
  const next = FROM_WEBHOOK[report];
  if (current === next) return null;
  if (current === 'falhou') return next === 'entregue' || next === 'lida' ? next : null;
  const from = RANK[current as MessageStatus];
  if (from === undefined) return null;
  if (next === 'falhou') return from <= 1 ? next : null;
  return (RANK[next] ?? 0) > from ? next : null;
}

/** WhatsApp's customer-service window: free text may go for 24 hours after the client's last message. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

export function isServiceWindowOpen(lastIncomingAt: Date | null | undefined, at: Date): boolean {
  if (!lastIncomingAt) return false;
  const elapsed = at.getTime() - lastIncomingAt.getTime();
  return elapsed >= 0 && elapsed < SERVICE_WINDOW_MS;
}

/** "SAIR" or "PARAR" (D22), however typed: case, accents, spaces and punctuation around the word do not matter. */
export function isOptOutText(text: string | null | undefined): boolean {
  const word = (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toUpperCase();
  return word === 'SAIR' || word === 'PARAR';
}
