import 'server-only';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { getDb } from '@/server/platform/db/client';
import { eventosPagamento } from '@/server/platform/db/schema';
import { onAsyncPaymentFailed } from './events/checkout-session-async-payment-failed';
import { onAsyncPaymentSucceeded } from './events/checkout-session-async-payment-succeeded';
import { onCheckoutSessionCompleted } from './events/checkout-session-completed';
import { onCheckoutSessionExpired } from './events/checkout-session-expired';
import { onSubscriptionDeleted } from './events/customer-subscription-deleted';
import type { EventObject } from './events/find-payment';
import { onInvoicePaid } from './events/invoice-paid';
import type { ProviderEvent } from './provider';

/** The allow-list of D36: every other event type is acknowledged and ignored. */
const HANDLERS: Record<string, (db: Db, object: EventObject) => Promise<DomainEvent[]>> = {
  'checkout.session.completed': onCheckoutSessionCompleted,
  'checkout.session.async_payment_succeeded': onAsyncPaymentSucceeded,
  'checkout.session.async_payment_failed': onAsyncPaymentFailed,
  'checkout.session.expired': onCheckoutSessionExpired,
  'invoice.paid': onInvoicePaid,
  'customer.subscription.deleted': onSubscriptionDeleted,
};

export const HANDLED_EVENTS = Object.keys(HANDLERS);

export type ProcessResult = 'handled' | 'duplicate' | 'ignored';

/**
 * The one event path of Stripe's webhook and the sandbox (D16). The event id is recorded in the same
 * transaction as its effects: a redelivery (or twenty at once) finds the id taken and does nothing, and
 * an event whose handling failed is not recorded, so the provider's retry runs it again. Answers the domain
 * events of what it wrote; the caller dispatches them (server/events/dispatch.ts), now that they are committed.
 */
export async function processEvent(
  event: ProviderEvent,
  provider: 'stripe' | 'sandbox',
): Promise<{ result: ProcessResult; events: DomainEvent[] }> {
  const handler = HANDLERS[event.type];
  if (!handler) return { result: 'ignored', events: [] };
  const db = await getDb();
  const events = await db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(eventosPagamento)
      .values({ id: event.id, tipo: event.type, provider })
      .onConflictDoNothing()
      .returning({ id: eventosPagamento.id });
    if (!recorded) return null;
    return handler(tx as unknown as Db, event.data.object);
  });
  return events ? { result: 'handled', events } : { result: 'duplicate', events: [] };
}
