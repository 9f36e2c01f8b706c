import 'server-only';
import { eq } from 'drizzle-orm';
import { revalidatePaths } from '@/server/platform/cache/revalidate';
import { getDb } from '@/server/platform/db/client';
import { pagamentos } from '@/server/platform/db/schema';
import { fulfilPayment, setUnpaidState } from './fulfil';
import { providerNamed } from './providers';
import { getPublicPayment, type PublicPayment } from './public';
import { paidChargeIdsFromPaths, sendReceiptMails } from '@/server/portal/receipt-mail';

/**
 * check-payment-status (document 001 §7): ask the payment's provider about its checkout, apply what it
 * says through the same fulfilment as the webhook, and return the payment as it now stands.
 */
export async function refreshPaymentStatus(
  checkoutId: string,
): Promise<{ status: string; pagamento: PublicPayment } | null> {
  const db = await getDb();
  const [payment] = await db.select().from(pagamentos).where(eq(pagamentos.stripeCheckoutId, checkoutId));
  if (!payment) return null;
  const state = await providerNamed(payment.provider).getCheckout(checkoutId, payment);
  let revalidate: string[] = [];
  if (state.state === 'paid') {
    revalidate = (await db.transaction((tx) => fulfilPayment(tx as never, payment.id, state))).revalidate;
  } else if (state.state !== 'open') {
    const status = state.state === 'unpaid' ? 'unpaid' : state.state === 'failed' ? 'failed' : 'canceled';
    if (status !== payment.status || state.urlQrcode || state.urlBoleto)
      await setUnpaidState(db, payment.id, status, state);
  }
  revalidatePaths(revalidate);
  // Issue 21 item 3: the payment confirmation e-mail with the receipt, once the payment is committed.
  await sendReceiptMails(paidChargeIdsFromPaths(revalidate));
  const pagamento = await getPublicPayment(checkoutId);
  if (!pagamento) return null;
  return { status: pagamento.status, pagamento };
}
