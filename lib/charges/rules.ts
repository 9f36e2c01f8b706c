import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { TIME_ZONE, todayInSaoPaulo } from '@/lib/format';

/** Document 001 §4 (Charge status) and §9 (payment methods): one map for every screen. */
export const CHARGE_STATUSES = ['pendente', 'pago', 'vencido', 'cancelado'] as const;
export type ChargeStatus = (typeof CHARGE_STATUSES)[number];

const STATUS: Record<ChargeStatus, { label: string; className: string }> = {
  pendente: { label: 'Pendente', className: 'bg-yellow-100 text-yellow-900 border-yellow-200' },
  pago: { label: 'Pago', className: 'bg-green-100 text-green-900 border-green-200' },
  vencido: { label: 'Vencido', className: 'bg-red-100 text-red-900 border-red-200' },
  cancelado: { label: 'Cancelado', className: 'bg-gray-100 text-gray-700 border-gray-200' },
};

export function chargeStatusStyle(status: string) {
  const key = (CHARGE_STATUSES as readonly string[]).includes(status) ? (status as ChargeStatus) : 'pendente';
  return { key, ...STATUS[key] };
}

export const PAYMENT_METHODS = ['pix', 'cartao', 'boleto', 'transferencia'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  pix: 'PIX',
  cartao: 'Cartão',
  boleto: 'Boleto',
  transferencia: 'Transferência',
};

export function paymentMethodLabel(method: string): string {
  return PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;
}

/** Days between the due date and today in São Paulo (D6): positive once the due date has passed. */
export function daysPastDue(dueDate: string, today: string = todayInSaoPaulo()): number {
  return differenceInCalendarDays(parseISO(today), parseISO(dueDate));
}

/** Detail screen (document 001 §2.7): a pendente charge is overdue the day after its due date. */
export function isOverdueForStaff(status: string, dueDate: string, today?: string): boolean {
  // vencido is what the automatic step (D62) stores for the same state.
  return (status === 'pendente' || status === 'vencido') && daysPastDue(dueDate, today) > 0;
}

/** Public page (document 001 §2.8, §9): the overdue alert shows once due date + 2 days has passed. */
export function isOverdueForPublic(status: string, dueDate: string, today?: string): boolean {
  return (status === 'pendente' || status === 'vencido') && daysPastDue(dueDate, today) > 2;
}

/** Payment instructions appear only for open charges (document 001 §2.8). */
export function isOpen(status: string): boolean {
  return status === 'pendente' || status === 'vencido';
}

/**
 * pendente → pago | cancelado (document 001 §4); since the automatic overdue step (D62) a vencido
 * charge is still open, so it can be paid or cancelled too.
 */
export function canTransition(from: string, to: string): boolean {
  return isOpen(from) && (to === 'pago' || to === 'cancelado');
}

/** Sequential human number per year: 2026-0001. */
export function chargeNumber(year: number, sequence: number): string {
  return `${year}-${String(sequence).padStart(4, '0')}`;
}

/** The current year in São Paulo. */
export function yearInSaoPaulo(now: Date = new Date()): number {
  return new TZDate(now, TIME_ZONE).getFullYear();
}

/** "1.234,56" or "1234.56" typed in reais → integer centavos; NaN when unreadable. */
export function reaisToCentavos(input: string | number): number {
  if (typeof input === 'number') return Number.isFinite(input) ? Math.round(input * 100) : Number.NaN;
  const clean = input.replace(/[R$\s]/g, '');
  const normalized = clean.includes(',') ? clean.replace(/\./g, '').replace(',', '.') : clean;
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return Number.NaN;
  return Math.round(Number(normalized) * 100);
}
