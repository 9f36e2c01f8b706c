import 'server-only';
import type { Db } from '@/server/platform/db/client';
import { setUnpaidState } from '../fulfil';
import { findPaymentId, str, type EventObject } from './find-payment';

/** checkout.session.expired: the payer left without paying; the payment is canceled. */
export async function onCheckoutSessionExpired(db: Db, session: EventObject): Promise<string[]> {
  const id = await findPaymentId(db, session, 'checkout', str(session.id));
  return id && (await setUnpaidState(db, id, 'canceled')) ? ['/pagamentos'] : [];
}
