import 'server-only';
import { env, readEnv } from '@/server/platform/env';

/** Stripe settings from the environment (D16): with a secret key the app uses Stripe, otherwise the sandbox. */
export function stripeConfig() {
  const secretKey = readEnv().STRIPE_SECRET_KEY?.trim() || null;
  return {
    secretKey,
    webhookSecret: readEnv().STRIPE_WEBHOOK_SECRET?.trim() || null,
    /** Tests point the SDK at a local server answering as Stripe's API. */
    host: readEnv().STRIPE_API_HOST || undefined,
    port: readEnv().STRIPE_API_PORT ? Number(readEnv().STRIPE_API_PORT) : undefined,
    protocol: readEnv().STRIPE_API_PROTOCOL || undefined,
    /** D15: card instalments only where the Stripe account supports them. */
    cardInstallments: readEnv().STRIPE_CARD_INSTALLMENTS === 'true',
  };
}

/**
 * D16's sandbox lets anyone "pay" a checkout, so a production server without Stripe keys only runs it when
 * told to (PAYMENTS_SANDBOX=1: demos, end-to-end tests, the benchmark). Development always has it.
 */
export function sandboxEnabled(): boolean {
  return process.env.NODE_ENV !== 'production' || readEnv().PAYMENTS_SANDBOX === '1';
}

/** Whether the app can take a payment online at all: Stripe keys, or the sandbox where it is allowed. */
export function onlinePaymentsAvailable(): boolean {
  return Boolean(stripeConfig().secretKey) || sandboxEnabled();
}

export function successUrl(checkoutIdPlaceholder = '{CHECKOUT_SESSION_ID}') {
  return `${env.appUrl}/pagamento/sucesso?session_id=${checkoutIdPlaceholder}`;
}

export function failureUrl(tipo: string) {
  return `${env.appUrl}/pagamento/erro?tipo=${tipo}`;
}
