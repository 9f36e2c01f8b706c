import 'server-only';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { setUnpaidState } from '../update-payment-status';
import { findPaymentId, str, type EventObject } from './find-payment';

/** checkout.session.expired: the payer left without paying; the payment is canceled. */
export async function onCheckoutSessionExpired(db: Db, session: EventObject): Promise<DomainEvent[]> {
  const id = await findPaymentId(db, session, 'checkout', str(session.id));
  return id ? setUnpaidState(db, id, 'canceled') : [];
}
