import 'server-only';
import { sandboxEnabled, stripeConfig } from './config';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox-provider';
import { stripeProvider } from './stripe-provider';

/** D16: Stripe when STRIPE_SECRET_KEY is set, the built-in sandbox otherwise. */
export function currentProvider(): PaymentProvider {
  if (stripeConfig().secretKey) return stripeProvider;
  // A production server with neither keys nor PAYMENTS_SANDBOX=1: the checkout fails with its §8 toast.
  if (!sandboxEnabled())
    throw new Error('Online payments are off: set STRIPE_SECRET_KEY (or PAYMENTS_SANDBOX=1 for a demo).');
  return sandboxProvider;
}

/** The provider that made a given payment (a payment keeps its provider even if the settings change). */
export function providerNamed(name: string): PaymentProvider {
  return name === 'stripe' ? stripeProvider : sandboxProvider;
}
