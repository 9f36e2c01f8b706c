/**
 * D44: what a provider says was paid must be what we expected, or the charge stays open.
 * An old checkout session may complete after staff raised the charge's value; a provider event may
 * carry another currency. Pure rule; amounts in centavos (D5).
 */
export const PAYMENT_CURRENCY = 'brl';

export type Discrepancy = { reason: 'amount' | 'currency' | 'charge'; expected: number };

export function paymentDiscrepancy(input: {
  /** What the payment row asked the provider for (valor − desconto). */
  valorFinal: number;
  /** The payment's own valor, and the charge's value now, when it pays a charge. */
  valor: number;
  chargeValue: number | null;
  /** What the provider reported; null when it did not say (the sandbox, some status reads). */
  paidAmount: number | null | undefined;
  paidCurrency: string | null | undefined;
}): Discrepancy | null {
  const expected = input.chargeValue ?? input.valorFinal;
  if (input.paidCurrency != null && input.paidCurrency.toLowerCase() !== PAYMENT_CURRENCY)
    return { reason: 'currency', expected };
  if (input.paidAmount != null && input.paidAmount !== input.valorFinal) return { reason: 'amount', expected };
  // A charge is paid at its own value (no promo codes): its value changed since the checkout was made.
  if (input.chargeValue !== null && input.chargeValue !== input.valor) return { reason: 'charge', expected };
  return null;
}
