import { isDay } from './dates';

/** Document 000 §3, payment_control_dates (all optional). Dates as yyyy-MM-dd, amounts in centavos. */
export type PaymentControlDates = {
  payment_date: string | null;
  interest_amount: number;
  penalty_amount: number;
  negotiation_start: string | null;
  response_deadline: string | null;
  negotiation_proposal: string | null;
  cancellation_date: string | null;
  cancellation_reason: string | null;
  delivery_date: string | null;
  delivery_conditions: string | null;
};

const DATE_KEYS = [
  'payment_date',
  'negotiation_start',
  'response_deadline',
  'cancellation_date',
  'delivery_date',
] as const;
const TEXT_KEYS = ['negotiation_proposal', 'cancellation_reason', 'delivery_conditions'] as const;
const AMOUNT_KEYS = ['interest_amount', 'penalty_amount'] as const;

/** Stored jsonb as the screens use it: a value of the wrong type falls back to empty. */
export function normalizeControlDates(value: unknown): PaymentControlDates {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const out = {} as PaymentControlDates;
  for (const key of DATE_KEYS) {
    const v = raw[key];
    out[key] = typeof v === 'string' && isDay(v.slice(0, 10)) ? v.slice(0, 10) : null;
  }
  for (const key of TEXT_KEYS) {
    const v = raw[key];
    out[key] = typeof v === 'string' && v.trim() ? v : null;
  }
  for (const key of AMOUNT_KEYS) {
    const v = Number(raw[key]);
    out[key] = Number.isFinite(v) && v > 0 ? Math.round(v) : 0;
  }
  return out;
}

/**
 * Document 000 §2.7: the payment card's fields for each payment status. Keys of the edit form
 * (amounts and dates of payment_control_dates, plus the two top-level payment dates).
 */
export const PAYMENT_FIELDS = {
  paid_full: ['payment_date'],
  awaiting_payment: ['payment_due_date', 'payment_prediction_date'],
  installment_payment: ['installments'],
  overdue_payment: ['payment_due_date', 'payment_prediction_date', 'interest_amount', 'penalty_amount'],
  negotiating: ['negotiation_start', 'response_deadline', 'negotiation_proposal'],
  not_paid: ['cancellation_date', 'cancellation_reason'],
  payment_on_delivery: ['delivery_date', 'delivery_conditions'],
} as const;
