import 'server-only';
import { and, eq, notInArray } from 'drizzle-orm';
import { now } from '@/lib/clock';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { pagamentos } from '@/server/platform/db/schema';
import { recordPaymentOutcome } from '@/server/timeline/payment-events';
import { releasePromoUse } from './promo-reservation';
import { type ProviderRefs, refs, SETTLED } from './provider-refs';

export type UnpaidStatus = 'unpaid' | 'failed' | 'canceled';

/**
 * A payment that is not (or no longer) paid moves to another state; a paid one never goes back, and a failed or
 * canceled one is not reopened as unpaid. A checkout that expired or failed gives its reserved promo use back
 * (D35); a failed one gets its timeline entry. Answers the events (none when nothing moved).
 */
export async function setUnpaidState(
  db: Db,
  pagamentoId: string,
  status: UnpaidStatus,
  input: ProviderRefs = {},
): Promise<DomainEvent[]> {
  const [row] = await db
    .update(pagamentos)
    .set({ ...refs(input), status, updatedAt: now() })
    .where(
      and(
        eq(pagamentos.id, pagamentoId),
        notInArray(pagamentos.status, status === 'unpaid' ? [...SETTLED, 'failed', 'canceled'] : SETTLED),
      ),
    )
    .returning({ id: pagamentos.id, cobrancaId: pagamentos.cobrancaId });
  if (!row) return [];
  if (status !== 'unpaid') await releasePromoUse(db, row.id);
  if (status === 'failed') await recordPaymentOutcome(db, row.id, 'failed');
  const ids = { paymentId: row.id, chargeId: row.cobrancaId };
  return [status === 'failed' ? { type: 'payment.failed', ...ids } : { type: 'payment.updated', ...ids }];
}

/**
 * The provider refused to make the checkout: the payment is failed and its reserved use goes back. No timeline
 * entry: the payer never reached a payment page.
 */
export async function refuseCheckout(db: Db, pagamentoId: string): Promise<DomainEvent[]> {
  const [row] = await db
    .update(pagamentos)
    .set({ status: 'failed', updatedAt: now() })
    .where(eq(pagamentos.id, pagamentoId))
    .returning({ id: pagamentos.id, cobrancaId: pagamentos.cobrancaId });
  if (!row) return [];
  await releasePromoUse(db, row.id);
  return [{ type: 'payment.failed', paymentId: row.id, chargeId: row.cobrancaId }];
}

/** customer.subscription.deleted: the subscription ends whatever it was. */
export async function cancelSubscription(db: Db, subscriptionId: string): Promise<DomainEvent[]> {
  const rows = await db
    .update(pagamentos)
    .set({ status: 'canceled', updatedAt: now() })
    .where(eq(pagamentos.stripeSubscriptionId, subscriptionId))
    .returning({ id: pagamentos.id, cobrancaId: pagamentos.cobrancaId });
  return rows.map((row) => ({ type: 'payment.updated', paymentId: row.id, chargeId: row.cobrancaId }));
}
