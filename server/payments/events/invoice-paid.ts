import 'server-only';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { fulfilPayment } from '../fulfil';
import { findPaymentId, paidAmount, str, type EventObject } from './find-payment';

/** The subscription of an invoice: `subscription` in older API versions, `parent.subscription_details` in newer. */
function subscriptionOf(invoice: EventObject): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  return str(invoice.subscription) ?? str(parent?.subscription_details?.subscription);
}

/**
 * invoice.paid: a fatura was paid (found by our id in its metadata or by the invoice id), or a
 * subscription's invoice was (the first one fulfils it if checkout.session.completed has not yet).
 */
export async function onInvoicePaid(db: Db, invoice: EventObject): Promise<DomainEvent[]> {
  const invoiceId = str(invoice.id);
  const id =
    (await findPaymentId(db, invoice, 'invoice', invoiceId)) ??
    (await findPaymentId(db, {}, 'checkout', invoiceId)) ??
    (await findPaymentId(db, {}, 'subscription', subscriptionOf(invoice)));
  return id ? (await fulfilPayment(db, id, { invoiceId, ...paidAmount(invoice, 'amount_paid') })).events : [];
}
