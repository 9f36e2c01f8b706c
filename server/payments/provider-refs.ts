import 'server-only';
import type { pagamentos } from '@/server/platform/db/schema';

export const PAID = ['paid', 'succeeded'];
/** Money arrived but not what was expected (D44); like paid, it never goes back to unpaid. */
export const DIVERGENT = 'divergente';
/** The statuses a payment never leaves. */
export const SETTLED = [...PAID, DIVERGENT];

export type ProviderRefs = {
  paymentIntentId?: string | null;
  subscriptionId?: string | null;
  invoiceId?: string | null;
  urlQrcode?: string | null;
  urlBoleto?: string | null;
  /** What the provider reports as paid (D44); absent when it does not say. */
  amountPaid?: number | null;
  currency?: string | null;
};

/** Only the references a provider actually gave; never overwrites a stored one with nothing. */
export function refs(input: ProviderRefs) {
  const set: Partial<typeof pagamentos.$inferInsert> = {};
  if (input.paymentIntentId) set.stripePaymentIntentId = input.paymentIntentId;
  if (input.subscriptionId) set.stripeSubscriptionId = input.subscriptionId;
  if (input.invoiceId) set.stripeInvoiceId = input.invoiceId;
  if (input.urlQrcode) set.urlQrcode = input.urlQrcode;
  if (input.urlBoleto) set.urlBoleto = input.urlBoleto;
  return set;
}
