import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/server/platform/db/client';
import { pagamentos } from '@/server/platform/db/schema';

export type EventObject = Record<string, unknown>;

export function str(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') return value.id;
  return null;
}

function metadataId(object: EventObject): string | null {
  const meta = object.metadata;
  const id = meta && typeof meta === 'object' && 'pagamentoId' in meta ? meta.pagamentoId : null;
  return z.uuid().safeParse(id).success ? (id as string) : null;
}

/** Our payment for a provider object: our id in its metadata first, then a stored provider id. */
export async function findPaymentId(
  db: Db,
  object: EventObject,
  column: 'checkout' | 'invoice' | 'subscription',
  providerId: string | null,
): Promise<string | null> {
  const fromMetadata = metadataId(object);
  if (fromMetadata) {
    const [row] = await db.select({ id: pagamentos.id }).from(pagamentos).where(eq(pagamentos.id, fromMetadata));
    if (row) return row.id;
  }
  if (!providerId) return null;
  const target =
    column === 'checkout'
      ? pagamentos.stripeCheckoutId
      : column === 'invoice'
        ? pagamentos.stripeInvoiceId
        : pagamentos.stripeSubscriptionId;
  const [row] = await db.select({ id: pagamentos.id }).from(pagamentos).where(eq(target, providerId)).limit(1);
  return row?.id ?? null;
}

/** The provider references a Checkout Session carries. */
export function sessionRefs(session: EventObject) {
  return {
    paymentIntentId: str(session.payment_intent),
    subscriptionId: str(session.subscription),
    invoiceId: str(session.invoice),
  };
}

/** What a session or invoice says was paid (D44): `amount_total` or `amount_paid`, and its currency. */
export function paidAmount(object: EventObject, field: 'amount_total' | 'amount_paid' = 'amount_total') {
  const amount = object[field];
  return {
    amountPaid: typeof amount === 'number' && Number.isInteger(amount) ? amount : null,
    currency: typeof object.currency === 'string' ? object.currency : null,
  };
}
