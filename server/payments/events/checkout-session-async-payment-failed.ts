import 'server-only';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { setUnpaidState } from '../update-payment-status';
import { findPaymentId, sessionRefs, str, type EventObject } from './find-payment';

/** checkout.session.async_payment_failed: the Pix or boleto was not paid; the payment is failed. */
export async function onAsyncPaymentFailed(db: Db, session: EventObject): Promise<DomainEvent[]> {
  const id = await findPaymentId(db, session, 'checkout', str(session.id));
  return id ? setUnpaidState(db, id, 'failed', sessionRefs(session)) : [];
}
