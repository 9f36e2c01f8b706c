import 'server-only';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { fulfilPayment } from '../fulfil';
import { setUnpaidState } from '../update-payment-status';
import { findPaymentId, paidAmount, sessionRefs, str, type EventObject } from './find-payment';

/**
 * checkout.session.completed: paid now (card) → fulfil; Pix and boleto complete unpaid and are paid
 * later (async_payment_succeeded), so the payment waits as unpaid.
 */
export async function onCheckoutSessionCompleted(db: Db, session: EventObject): Promise<DomainEvent[]> {
  const id = await findPaymentId(db, session, 'checkout', str(session.id));
  if (!id) return [];
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
    return (await fulfilPayment(db, id, { ...sessionRefs(session), ...paidAmount(session) })).events;
  }
  const urls = { urlQrcode: str(session.url_qrcode), urlBoleto: str(session.url_boleto) };
  return setUnpaidState(db, id, 'unpaid', { ...sessionRefs(session), ...urls });
}
