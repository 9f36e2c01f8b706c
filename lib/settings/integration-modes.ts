/**
 * What the Integrações page says is running for money (D209): the same facts the providers are chosen from
 * (server/payments/providers.ts, server/pix/providers.ts), so the page cannot describe another one.
 */

/** Online payments: Stripe with its key; else the built-in sandbox where it runs (development, PAYMENTS_SANDBOX=1); else none. */
export type PaymentsMode = 'stripe' | 'sandbox' | 'off';

export function paymentsMode(facts: { stripeKey: boolean; sandboxEnabled: boolean }): PaymentsMode {
  if (facts.stripeKey) return 'stripe';
  return facts.sandboxEnabled ? 'sandbox' : 'off';
}

/** Pix: the chosen provider, and for the API whether every variable it needs is there. */
export type PixMode = 'api' | 'apiIncompleta' | 'sandbox' | 'static';

export function pixMode(facts: { provider: 'static' | 'api' | 'sandbox'; apiConfigured: boolean }): PixMode {
  if (facts.provider === 'api') return facts.apiConfigured ? 'api' : 'apiIncompleta';
  return facts.provider;
}

/** The card's badge: a real service, a test mode (anyone can "pay"), a choice left incomplete, or nothing. */
export type ModeBadge = 'configured' | 'test' | 'incomplete' | 'notConfigured';

export function modeBadge(mode: PaymentsMode | PixMode): ModeBadge {
  switch (mode) {
    case 'stripe':
    case 'api':
      return 'configured';
    case 'sandbox':
      return 'test';
    case 'apiIncompleta':
      return 'incomplete';
    default:
      return 'notConfigured';
  }
}
