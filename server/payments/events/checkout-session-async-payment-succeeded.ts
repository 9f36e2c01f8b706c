import 'server-only';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { fulfilPayment } from '../fulfil';
import { findPaymentId, paidAmount, sessionRefs, str, type EventObject } from './find-payment';

/** checkout.session.async_payment_succeeded: a Pix or boleto was paid. */
export async function onAsyncPaymentSucceeded(db: Db, session: EventObject): Promise<DomainEvent[]> {
  const id = await findPaymentId(db, session, 'checkout', str(session.id));
  return id ? (await fulfilPayment(db, id, { ...sessionRefs(session), ...paidAmount(session) })).events : [];
}
