import 'server-only';
import Stripe from 'stripe';
import { fill, m } from '@/lib/messages';
import { CHECKOUT_TTL_MS, failureTipoForMethod } from '@/lib/payments/rules';
import { failureUrl, stripeConfig, successUrl } from './config';
import type { CheckoutCreated, CheckoutPayment, CheckoutState, PaymentProvider, ProviderEvent } from './provider';

let client: { key: string; stripe: Stripe } | null = null;

/** One SDK client per key; host/port/protocol let tests point it at a local server (STACK-NOTES 17). */
export function stripeClient(): Stripe {
  const config = stripeConfig();
  if (!config.secretKey) throw new Error('STRIPE_SECRET_KEY is not set');
  const key = [config.secretKey, config.host, config.port, config.protocol].join('|');
  if (client?.key !== key) {
    client = {
      key,
      stripe: new Stripe(config.secretKey, {
        host: config.host,
        port: config.port,
        protocol: config.protocol,
        maxNetworkRetries: 2,
        telemetry: false,
      }),
    };
  }
  return client.stripe;
}

/** card and Apple/Google Pay (wallets run on the card method), Pix and boleto as chosen (D36). */
export function stripeMethodTypes(method: string): Array<'card' | 'pix' | 'boleto'> {
  if (method === 'pix') return ['pix'];
  if (method === 'boleto') return ['boleto'];
  return ['card'];
}

function metadata(payment: CheckoutPayment) {
  return {
    pagamentoId: payment.id,
    tipoPagamento: payment.tipoPagamento,
    metodoPagamento: payment.metodoPagamento,
    parcelas: String(payment.parcelas),
  };
}

/**
 * The SDK's types for this API version only list `allowed_payment_method_types` (a filter); the API
 * still takes the explicit `payment_method_types` list, which is what "as chosen" means here.
 */
export type CheckoutParams = Stripe.Checkout.SessionCreateParams & {
  payment_method_types: Array<'card' | 'pix' | 'boleto'>;
};

/** avulso → payment mode; recorrente → subscription mode with a monthly price. */
export function checkoutSessionParams(payment: CheckoutPayment, now = Date.now()): CheckoutParams {
  const recurring = payment.tipoPagamento === 'recorrente';
  const meta = metadata(payment);
  const methods = stripeMethodTypes(payment.metodoPagamento);
  const options: Stripe.Checkout.SessionCreateParams.PaymentMethodOptions = {};
  if (methods.includes('boleto')) options.boleto = { expires_after_days: 3 };
  if (methods.includes('pix')) options.pix = { expires_after_seconds: 24 * 60 * 60 };
  // D15: instalments are recorded on the payment, and passed on only where the account supports them.
  if (!recurring && methods.includes('card') && payment.parcelas > 1 && stripeConfig().cardInstallments)
    options.card = { installments: { enabled: true } };
  return {
    mode: recurring ? 'subscription' : 'payment',
    locale: 'pt-BR',
    customer_email: payment.email,
    client_reference_id: payment.id,
    metadata: meta,
    payment_method_types: methods,
    ...(Object.keys(options).length ? { payment_method_options: options } : {}),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'brl',
          unit_amount: payment.valorFinal,
          product_data: {
            name: recurring
              ? fill(m.payments.checkout.productRecurring, { descricao: payment.descricao })
              : payment.descricao,
          },
          ...(recurring ? { recurring: { interval: 'month' as const } } : {}),
        },
      },
    ],
    ...(recurring
      ? { subscription_data: { metadata: meta } }
      : { payment_intent_data: { metadata: meta, description: payment.descricao } }),
    success_url: successUrl(),
    cancel_url: failureUrl(failureTipoForMethod(payment.metodoPagamento)),
    // A minute over the 30: Stripe refuses less than 30 minutes from the moment it receives the request.
    expires_at: Math.floor((now + CHECKOUT_TTL_MS) / 1000) + 60,
  };
}

/** fatura: a Stripe invoice sent to the payer, due on `vencimentoFatura` (5 business days, document 001 §9). */
async function createInvoice(stripe: Stripe, payment: CheckoutPayment): Promise<CheckoutCreated> {
  const key = (step: string) => ({ idempotencyKey: `pagamento-${payment.id}-${step}` });
  const meta = metadata(payment);
  const customer = await stripe.customers.create(
    { name: payment.nome, email: payment.email, metadata: meta },
    key('customer'),
  );
  const due = payment.vencimentoFatura
    ? Math.floor(Date.parse(`${payment.vencimentoFatura}T23:59:59-03:00`) / 1000)
    : undefined;
  const invoice = await stripe.invoices.create(
    {
      customer: customer.id,
      currency: 'brl',
      collection_method: 'send_invoice',
      due_date: due,
      description: payment.descricao,
      metadata: meta,
      pending_invoice_items_behavior: 'exclude',
      payment_settings: { payment_method_types: stripeMethodTypes(payment.metodoPagamento) },
    },
    key('invoice'),
  );
  await stripe.invoiceItems.create(
    {
      customer: customer.id,
      invoice: invoice.id,
      currency: 'brl',
      amount: payment.valorFinal,
      description: payment.descricao,
      metadata: meta,
    },
    key('item'),
  );
  const finalized = await stripe.invoices.finalizeInvoice(invoice.id!, {}, key('finalize'));
  return { id: finalized.id!, url: successUrl(finalized.id!), checkoutUrl: finalized.hosted_invoice_url ?? null };
}

function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') return value.id;
  return null;
}

export const stripeProvider: PaymentProvider = {
  name: 'stripe',

  async createCheckout(payment) {
    const stripe = stripeClient();
    if (payment.tipoPagamento === 'fatura') return createInvoice(stripe, payment);
    const session = await stripe.checkout.sessions.create(checkoutSessionParams(payment), {
      idempotencyKey: `pagamento-${payment.id}-checkout`,
    });
    if (!session.url) throw new Error(`Checkout Session ${session.id} has no url`);
    return { id: session.id, url: session.url, checkoutUrl: session.url };
  },

  async getCheckout(id): Promise<CheckoutState> {
    const stripe = stripeClient();
    if (id.startsWith('in_')) {
      const invoice = await stripe.invoices.retrieve(id);
      const state =
        invoice.status === 'paid'
          ? 'paid'
          : invoice.status === 'open'
            ? 'unpaid'
            : invoice.status === 'draft'
              ? 'open'
              : 'expired';
      return {
        state,
        invoiceId: invoice.id,
        urlBoleto: null,
        amountPaid: invoice.amount_paid,
        currency: invoice.currency,
      };
    }
    const session = await stripe.checkout.sessions.retrieve(id, { expand: ['payment_intent'] });
    const intent = session.payment_intent && typeof session.payment_intent === 'object' ? session.payment_intent : null;
    const nextAction = intent?.next_action;
    const base = {
      paymentIntentId: idOf(session.payment_intent),
      subscriptionId: idOf(session.subscription),
      invoiceId: idOf(session.invoice),
      urlQrcode: nextAction?.pix_display_qr_code?.image_url_png ?? null,
      urlBoleto:
        nextAction?.boleto_display_details?.pdf ?? nextAction?.boleto_display_details?.hosted_voucher_url ?? null,
      amountPaid: session.amount_total,
      currency: session.currency,
    };
    if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
      return { state: 'paid', ...base };
    if (session.status === 'expired') return { state: 'expired', ...base };
    if (intent?.status === 'canceled' || (intent?.last_payment_error && intent.status === 'requires_payment_method'))
      return { state: 'failed', ...base };
    return { state: session.status === 'complete' ? 'unpaid' : 'open', ...base };
  },

  parseWebhook(rawBody, signature) {
    const { webhookSecret } = stripeConfig();
    if (!webhookSecret || !signature) throw new Error('missing webhook secret or signature');
    const event = stripeClient().webhooks.constructEvent(rawBody, signature, webhookSecret);
    return event as unknown as ProviderEvent;
  },
};
