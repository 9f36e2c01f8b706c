import { addDays, format, isWeekend, parseISO } from 'date-fns';
import { addMonths } from 'date-fns';
import { todayInSaoPaulo } from '@/lib/format';

/** Document 001 §3 (Payment) and §9: the three payment types, form methods and instalments. */
export const PAYMENT_TYPES = ['avulso', 'recorrente', 'fatura'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The form's four tabs (document 001 §2.9). Apple/Google Pay is stored as `wallet`. */
export const FORM_METHODS = ['card', 'pix', 'boleto', 'wallet'] as const;
export type FormMethod = (typeof FORM_METHODS)[number];

/** Dashboard status filter values (document 001 §2.12). */
export const FILTER_STATUSES = ['paid', 'succeeded', 'pending', 'unpaid', 'failed'] as const;
/** `divergente` (D44): money arrived, but not the amount or currency expected; staff resolve it. */
export const PAYMENT_STATUSES = ['paid', 'succeeded', 'pending', 'unpaid', 'failed', 'canceled', 'divergente'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const MAX_INSTALMENTS = 12;
export const INTEREST_FREE_INSTALMENTS = 6;
/** fatura is due in 5 business days (document 001 §9). */
export const INVOICE_BUSINESS_DAYS = 5;

const STATUS: Record<PaymentStatus, { label: string; className: string }> = {
  paid: { label: 'Pago', className: 'bg-green-100 text-green-900 border-green-200' },
  succeeded: { label: 'Pago', className: 'bg-green-100 text-green-900 border-green-200' },
  pending: { label: 'Pendente', className: 'bg-yellow-100 text-yellow-900 border-yellow-200' },
  unpaid: { label: 'Não pago', className: 'bg-yellow-100 text-yellow-900 border-yellow-200' },
  failed: { label: 'Falhou', className: 'bg-red-100 text-red-900 border-red-200' },
  canceled: { label: 'Cancelado', className: 'bg-red-100 text-red-900 border-red-200' },
  divergente: { label: 'Valor divergente', className: 'bg-orange-100 text-orange-900 border-orange-300' },
};

const GREEN = new Set(['succeeded', 'paid', 'success']);
const YELLOW = new Set(['pending', 'awaiting_payment', 'unpaid']);
const RED = new Set(['failed', 'error', 'canceled', 'divergente']);

/**
 * Document 001 §4, Payment status labels and colours: one map for the dashboard, the success page and
 * the detail. `onSuccessPage` gives unpaid its success-page wording ("Aguardando pagamento").
 */
export function paymentStatusStyle(
  status: string,
  onSuccessPage = false,
): { label: string; className: string; tone: 'green' | 'yellow' | 'red' | 'gray' } {
  const known = STATUS[status as PaymentStatus];
  const tone = GREEN.has(status) ? 'green' : YELLOW.has(status) ? 'yellow' : RED.has(status) ? 'red' : 'gray';
  const label = status === 'unpaid' && onSuccessPage ? 'Aguardando pagamento' : (known?.label ?? status);
  const className =
    known?.className ??
    {
      green: 'bg-green-100 text-green-900 border-green-200',
      yellow: 'bg-yellow-100 text-yellow-900 border-yellow-200',
      red: 'bg-red-100 text-red-900 border-red-200',
      gray: 'bg-gray-100 text-gray-700 border-gray-200',
    }[tone];
  return { label, className, tone };
}

export function isPaidStatus(status: string | null | undefined): boolean {
  return status === 'paid' || status === 'succeeded';
}

/** Document 001 §9: '1x (à vista)', 2x–6x 'sem juros', 7x–12x 'com juros'. */
export function instalmentLabel(n: number): string {
  if (n <= 1) return '1x (à vista)';
  return n <= INTEREST_FREE_INSTALMENTS ? `${n}x sem juros` : `${n}x com juros`;
}

export type SuccessKey =
  'subscriptionPaid' | 'invoicePaid' | 'invoiceUnpaid' | 'pixUnpaid' | 'boletoUnpaid' | 'paid' | 'unpaid' | 'noData';

/** Document 001 §4, Success page message: which title (and message) the success page shows. */
export function successKey(
  payment: { tipoPagamento: string; metodoPagamento: string; status: string } | null,
): SuccessKey {
  if (!payment) return 'noData';
  const paid = isPaidStatus(payment.status);
  if (payment.tipoPagamento === 'recorrente' && paid) return 'subscriptionPaid';
  if (payment.tipoPagamento === 'fatura') return paid ? 'invoicePaid' : 'invoiceUnpaid';
  if (payment.metodoPagamento === 'pix' && !paid) return 'pixUnpaid';
  if (payment.metodoPagamento === 'boleto' && !paid) return 'boletoUnpaid';
  return paid ? 'paid' : 'unpaid';
}

/** The due date of a fatura: N business days (Monday–Friday) after the São Paulo day `from` (yyyy-MM-dd). */
export function addBusinessDays(from: string, days: number): string {
  let date = parseISO(from);
  let left = days;
  while (left > 0) {
    date = addDays(date, 1);
    if (!isWeekend(date)) left -= 1;
  }
  return format(date, 'yyyy-MM-dd');
}

export function invoiceDueDate(today: string = todayInSaoPaulo()): string {
  return addBusinessDays(today, INVOICE_BUSINESS_DAYS);
}

/** Recorrente: the next charge is shown as today plus one month (document 001 §9). */
export function nextMonthlyCharge(from: string = todayInSaoPaulo()): string {
  return format(addMonths(parseISO(from), 1), 'yyyy-MM-dd');
}

/** Document 001 §2.11: the failure page's tipo; anything else is the generic one. */
export const FAILURE_TIPOS = ['cartao', 'pix', 'boleto', 'conexao'] as const;
export type FailureTipo = (typeof FAILURE_TIPOS)[number] | 'generic';
export function failureTipo(value: string | null | undefined): FailureTipo {
  return (FAILURE_TIPOS as readonly string[]).includes(value ?? '') ? (value as FailureTipo) : 'generic';
}

/** The failure page's tipo for a form method. */
export function failureTipoForMethod(method: string): FailureTipo {
  return method === 'pix' ? 'pix' : method === 'boleto' ? 'boleto' : 'cartao';
}

/**
 * An unpaid checkout lasts 30 minutes (Stripe's shortest): then it expires and gives back the promo use it
 * reserved (D44), instead of holding it for Stripe's default 24 hours.
 */
export const CHECKOUT_TTL_MS = 30 * 60_000;
