import 'server-only';
import type { Db } from '@/server/platform/db/client';
import { fulfilPayment } from '../fulfil';
import { findPaymentId, paidAmount, sessionRefs, str, type EventObject } from './find-payment';

/** checkout.session.async_payment_succeeded: a Pix or boleto was paid. */
export async function onAsyncPaymentSucceeded(db: Db, session: EventObject): Promise<string[]> {
  const id = await findPaymentId(db, session, 'checkout', str(session.id));
  return id ? (await fulfilPayment(db, id, { ...sessionRefs(session), ...paidAmount(session) })).revalidate : [];
}
