/**
 * Document 000 §2.6 and §4: the board's four statuses, the edit screen's five, the seven payment
 * statuses with their colours (labels: messages/pt-BR.json, projects.*). One map per status, used by every screen (STYLE.md).
 */
export const BOARD_STATUSES = ['planejamento', 'em_desenvolvimento', 'em_revisao', 'concluido'] as const;
export type BoardStatus = (typeof BOARD_STATUSES)[number];

export function isBoardStatus(value: unknown): value is BoardStatus {
  return typeof value === 'string' && (BOARD_STATUSES as readonly string[]).includes(value);
}

type Tone = { column: string; header: string; dot: string; badge: string; over: string };

/** Column colours: planejamento amber, em_desenvolvimento blue, em_revisao purple, concluido green. */
export const BOARD_STATUS_STYLE: Record<BoardStatus, Tone> = {
  planejamento: {
    column: 'border-amber-200 bg-amber-50/60',
    header: 'text-amber-900',
    dot: 'bg-amber-500',
    badge: 'bg-amber-100 text-amber-900',
    over: 'border-amber-400 bg-amber-100/70 ring-2 ring-amber-300',
  },
  em_desenvolvimento: {
    column: 'border-blue-200 bg-blue-50/60',
    header: 'text-blue-900',
    dot: 'bg-blue-500',
    badge: 'bg-blue-100 text-blue-900',
    over: 'border-blue-400 bg-blue-100/70 ring-2 ring-blue-300',
  },
  em_revisao: {
    column: 'border-purple-200 bg-purple-50/60',
    header: 'text-purple-900',
    dot: 'bg-purple-500',
    badge: 'bg-purple-100 text-purple-900',
    over: 'border-purple-400 bg-purple-100/70 ring-2 ring-purple-300',
  },
  concluido: {
    column: 'border-green-200 bg-green-50/60',
    header: 'text-green-900',
    dot: 'bg-green-500',
    badge: 'bg-green-100 text-green-900',
    over: 'border-green-400 bg-green-100/70 ring-2 ring-green-300',
  },
};

/** Any other status is neutral grey (document 000 §2.6). */
export const NEUTRAL_STATUS_STYLE: Tone = {
  column: 'border-gray-200 bg-gray-50',
  header: 'text-gray-900',
  dot: 'bg-gray-400',
  badge: 'bg-gray-100 text-gray-800',
  over: 'border-gray-400 bg-gray-100 ring-2 ring-gray-300',
};

export function boardStatusStyle(status: string): Tone {
  return isBoardStatus(status) ? BOARD_STATUS_STYLE[status] : NEUTRAL_STATUS_STYLE;
}

/** The edit form's statuses (document 000 §4, Project edit status). */
export const EDIT_STATUSES = ['planejamento', 'em_andamento', 'pausado', 'concluido', 'cancelado'] as const;
export type EditStatus = (typeof EDIT_STATUSES)[number];

/**
 * DECISIONS D18, on load: stored em_desenvolvimento and em_revisao show as em_andamento. A stored
 * value that is already a form value is shown as it is; anything else as planejamento.
 */
export function toEditStatus(stored: string): EditStatus {
  if (stored === 'em_desenvolvimento' || stored === 'em_revisao') return 'em_andamento';
  return (EDIT_STATUSES as readonly string[]).includes(stored) ? (stored as EditStatus) : 'planejamento';
}

/** DECISIONS D18, on save: em_andamento → em_desenvolvimento, concluido → concluido, all else → planejamento. */
export function fromEditStatus(value: string): BoardStatus {
  if (value === 'em_andamento') return 'em_desenvolvimento';
  if (value === 'concluido') return 'concluido';
  return 'planejamento';
}

export const PAYMENT_STATUSES = [
  'paid_full',
  'awaiting_payment',
  'installment_payment',
  'overdue_payment',
  'negotiating',
  'not_paid',
  'payment_on_delivery',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const DEFAULT_PAYMENT_STATUS: PaymentStatus = 'awaiting_payment';

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === 'string' && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** Document 000 §4, Payment status: its colour (labels: messages projects.paymentStatus and paymentStatusBoard). */
export const PAYMENT_STATUS_STYLE: Record<PaymentStatus, { badge: string }> = {
  paid_full: { badge: 'bg-green-100 text-green-800 border-green-200' },
  awaiting_payment: { badge: 'bg-amber-100 text-amber-800 border-amber-200' },
  installment_payment: { badge: 'bg-blue-100 text-blue-800 border-blue-200' },
  overdue_payment: { badge: 'bg-red-100 text-red-800 border-red-200' },
  negotiating: { badge: 'bg-purple-100 text-purple-800 border-purple-200' },
  not_paid: { badge: 'bg-gray-100 text-gray-800 border-gray-200' },
  payment_on_delivery: { badge: 'bg-cyan-100 text-cyan-800 border-cyan-200' },
};
