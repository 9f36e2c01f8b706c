import 'server-only';
import { eq } from 'drizzle-orm';
import type { DomainEvent } from '@/server/events/types';
import { getDb, type Db } from '@/server/platform/db/client';
import { pagamentos } from '@/server/platform/db/schema';
import { fulfilPayment } from './fulfil';
import { providerNamed } from './providers';
import { getPublicPayment, type PublicPayment } from './public';
import { setUnpaidState } from './update-payment-status';

/**
 * check-payment-status (document 001 §7): ask the payment's provider about its checkout, apply what it
 * says through the same fulfilment as the webhook, and return the payment as it now stands, with the events of
 * what changed (committed; the calling action dispatches them).
 */
export async function refreshPaymentStatus(
  checkoutId: string,
): Promise<{ status: string; pagamento: PublicPayment; events: DomainEvent[] } | null> {
  const db = await getDb();
  const [payment] = await db.select().from(pagamentos).where(eq(pagamentos.stripeCheckoutId, checkoutId));
  if (!payment) return null;
  const state = await providerNamed(payment.provider).getCheckout(checkoutId, payment);
  let events: DomainEvent[] = [];
  if (state.state === 'paid') {
    events = (await db.transaction((tx) => fulfilPayment(tx as unknown as Db, payment.id, state))).events;
  } else if (state.state !== 'open') {
    const status = state.state === 'unpaid' ? 'unpaid' : state.state === 'failed' ? 'failed' : 'canceled';
    if (status !== payment.status || state.urlQrcode || state.urlBoleto)
      events = await db.transaction((tx) => setUnpaidState(tx as unknown as Db, payment.id, status, state));
  }
  const pagamento = await getPublicPayment(checkoutId);
  if (!pagamento) return null;
  return { status: pagamento.status, pagamento, events };
}
