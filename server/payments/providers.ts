import 'server-only';
import { stripeConfig } from './config';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox-provider';
import { stripeProvider } from './stripe-provider';

/** D16: Stripe when STRIPE_SECRET_KEY is set, the built-in sandbox otherwise. */
export function currentProvider(): PaymentProvider {
  return stripeConfig().secretKey ? stripeProvider : sandboxProvider;
}

/** The provider that made a given payment (a payment keeps its provider even if the settings change). */
export function providerNamed(name: string): PaymentProvider {
  return name === 'stripe' ? stripeProvider : sandboxProvider;
}
