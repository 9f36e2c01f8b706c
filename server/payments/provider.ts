import 'server-only';
import type { Pagamento } from '@/server/platform/db/schema';

/** A payment as the provider needs it to open a checkout (amounts in centavos). */
export type CheckoutPayment = Pick<
  Pagamento,
  | 'id'
  | 'nome'
  | 'email'
  | 'descricao'
  | 'valorFinal'
  | 'metodoPagamento'
  | 'tipoPagamento'
  | 'parcelas'
  | 'vencimentoFatura'
>;

export type CheckoutCreated = {
  /** Stored as stripe_checkout_id: a Checkout Session id, an invoice id for fatura, or the sandbox's own. */
  id: string;
  /** Where the payer goes next. */
  url: string;
  /** The provider's page for the checkout (the hosted invoice for fatura), kept on the payment. */
  checkoutUrl: string | null;
};

/** What the provider knows about a checkout now (the success page, "Verificar status"). */
export type CheckoutState = {
  state: 'paid' | 'unpaid' | 'open' | 'failed' | 'expired';
  paymentIntentId?: string | null;
  subscriptionId?: string | null;
  invoiceId?: string | null;
  urlQrcode?: string | null;
  urlBoleto?: string | null;
  /** What the provider says was (or is to be) paid, in centavos and its currency (D44). */
  amountPaid?: number | null;
  currency?: string | null;
};

/**
 * A provider event in Stripe's shape (`{ id, type, data: { object } }`): the sandbox makes the same
 * shape so that both go through the one event path (D16).
 */
export type ProviderEvent = { id: string; type: string; data: { object: Record<string, unknown> } };

/** D34: create a checkout, read a checkout's status, turn a webhook request into an event. */
export type PaymentProvider = {
  name: 'stripe' | 'sandbox';
  createCheckout(payment: CheckoutPayment): Promise<CheckoutCreated>;
  getCheckout(
    id: string,
    payment: Pick<Pagamento, 'status' | 'urlQrcode' | 'urlBoleto' | 'createdAt'>,
  ): Promise<CheckoutState>;
  /** Throws when the signature does not verify. */
  parseWebhook(rawBody: string, signature: string | null): ProviderEvent;
};
