import 'server-only';
import { randomBytes } from 'node:crypto';
import { CHECKOUT_TTL_MS } from '@/lib/payments/rules';
import type { CheckoutState, PaymentProvider } from './provider';

/** Sandbox checkout ids look like Stripe's but cannot be mistaken for them. */
export const SANDBOX_PREFIX = 'sbx_';

export function sandboxCheckoutPath(id: string): string {
  return `/pagamento/sandbox/${id}`;
}

/**
 * D16: without Stripe keys, a built-in provider whose checkout is our own page (/pagamento/sandbox/{id}).
 * It holds no state of its own: the payment row is the checkout, and the page's buttons confirm through
 * the same event path as Stripe's webhook (server/payments/sandbox.ts).
 */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',

  async createCheckout() {
    const id = `${SANDBOX_PREFIX}${randomBytes(16).toString('hex')}`;
    return { id, url: sandboxCheckoutPath(id), checkoutUrl: sandboxCheckoutPath(id) };
  },

  async getCheckout(_id, payment): Promise<CheckoutState> {
    const state =
      payment.status === 'paid' || payment.status === 'succeeded'
        ? 'paid'
        : payment.status === 'unpaid'
          ? 'unpaid'
          : payment.status === 'failed'
            ? 'failed'
            : payment.status === 'canceled'
              ? 'expired'
              : // Like Stripe's sessions, an unpaid sandbox checkout lasts 30 minutes.
                payment.status === 'pending' && Date.now() - payment.createdAt.getTime() > CHECKOUT_TTL_MS
                ? 'expired'
                : 'open';
    return { state, urlQrcode: payment.urlQrcode, urlBoleto: payment.urlBoleto };
  },

  parseWebhook() {
    throw new Error('the sandbox provider has no webhook');
  },
};
