import 'server-only';
import { env } from '@/server/env';

/** Stripe settings from the environment (D16): with a secret key the app uses Stripe, otherwise the sandbox. */
export function stripeConfig() {
  const secretKey = process.env.STRIPE_SECRET_KEY?.trim() || null;
  return {
    secretKey,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET?.trim() || null,
    /** Tests point the SDK at a local server answering as Stripe's API. */
    host: process.env.STRIPE_API_HOST || undefined,
    port: process.env.STRIPE_API_PORT ? Number(process.env.STRIPE_API_PORT) : undefined,
    protocol: (process.env.STRIPE_API_PROTOCOL as 'http' | 'https' | undefined) || undefined,
    /** D15: card instalments only where the Stripe account supports them. */
    cardInstallments: process.env.STRIPE_CARD_INSTALLMENTS === 'true',
  };
}

export function successUrl(checkoutIdPlaceholder = '{CHECKOUT_SESSION_ID}') {
  return `${env.appUrl}/pagamento/sucesso?session_id=${checkoutIdPlaceholder}`;
}

export function failureUrl(tipo: string) {
  return `${env.appUrl}/pagamento/erro?tipo=${tipo}`;
}
