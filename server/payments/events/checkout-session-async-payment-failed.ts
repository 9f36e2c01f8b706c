import 'server-only';
import type { Db } from '@/server/platform/db/client';
import { setUnpaidState } from '../fulfil';
import { findPaymentId, sessionRefs, str, type EventObject } from './find-payment';

/** checkout.session.async_payment_failed: the Pix or boleto was not paid; the payment is failed. */
export async function onAsyncPaymentFailed(db: Db, session: EventObject): Promise<string[]> {
  const id = await findPaymentId(db, session, 'checkout', str(session.id));
  return id && (await setUnpaidState(db, id, 'failed', sessionRefs(session))) ? ['/pagamentos'] : [];
}
