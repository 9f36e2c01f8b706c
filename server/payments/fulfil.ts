import 'server-only';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { cobrancas, codigosPromocionais, pagamentos } from '@/server/db/schema';
import { recordPaymentOutcome } from '@/server/timeline/payment-events';

const PAID = ['paid', 'succeeded'];

export type ProviderRefs = {
  paymentIntentId?: string | null;
  subscriptionId?: string | null;
  invoiceId?: string | null;
  urlQrcode?: string | null;
  urlBoleto?: string | null;
};

/** Only the references a provider actually gave; never overwrites a stored one with nothing. */
function refs(input: ProviderRefs) {
  const set: Partial<typeof pagamentos.$inferInsert> = {};
  if (input.paymentIntentId) set.stripePaymentIntentId = input.paymentIntentId;
  if (input.subscriptionId) set.stripeSubscriptionId = input.subscriptionId;
  if (input.invoiceId) set.stripeInvoiceId = input.invoiceId;
  if (input.urlQrcode) set.urlQrcode = input.urlQrcode;
  if (input.urlBoleto) set.urlBoleto = input.urlBoleto;
  return set;
}

export type FulfilResult = { fulfilled: boolean; revalidate: string[] };

/**
 * The one fulfilment (issue 11 item 1), used by the webhook, the success page and "Verificar status".
 * The conditional UPDATE … WHERE status is not paid … RETURNING is the guard: under concurrent calls the
 * row lock lets exactly one of them see the row change, and only that one counts the promo-code use and
 * marks the charge paid. Run it inside a transaction so those three writes stand or fall together.
 */
export async function fulfilPayment(db: Db, pagamentoId: string, input: ProviderRefs = {}): Promise<FulfilResult> {
  const now = new Date();
  const [row] = await db
    .update(pagamentos)
    .set({ ...refs(input), status: 'paid', dataPagamento: now, updatedAt: now })
    .where(and(eq(pagamentos.id, pagamentoId), notInArray(pagamentos.status, PAID)))
    .returning({ id: pagamentos.id, codigo: pagamentos.codigoPromocional, cobrancaId: pagamentos.cobrancaId });
  if (!row) {
    if (Object.keys(refs(input)).length) await db.update(pagamentos).set(refs(input)).where(eq(pagamentos.id, pagamentoId));
    return { fulfilled: false, revalidate: [] };
  }
  const revalidate = ['/pagamentos'];
  let paidChargeId: string | null = null;
  // A use is counted only when a payment with the code is paid (issue 11 item 3).
  if (row.codigo) {
    await db
      .update(codigosPromocionais)
      .set({ usos: sql`${codigosPromocionais.usos} + 1`, updatedAt: now })
      .where(eq(codigosPromocionais.codigo, row.codigo));
  }
  if (row.cobrancaId) {
    const [charge] = await db
      .update(cobrancas)
      .set({ status: 'pago', dataPagamento: now, updatedAt: now })
      .where(and(eq(cobrancas.id, row.cobrancaId), inArray(cobrancas.status, ['pendente', 'vencido'])))
      .returning({ id: cobrancas.id, slug: cobrancas.slug });
    paidChargeId = charge?.id ?? null;
    if (charge) revalidate.push('/cobrancas', `/cobrancas/${charge.id}`, `/p/${charge.slug}`, `/p/${charge.id}`);
  }
  await recordPaymentOutcome(db, row.id, 'confirmed', paidChargeId);
  return { fulfilled: true, revalidate };
}

/** A payment that is not (or no longer) paid moves to another state; a paid one never goes back. */
export async function setUnpaidState(db: Db, pagamentoId: string, status: 'unpaid' | 'failed' | 'canceled', input: ProviderRefs = {}): Promise<boolean> {
  const [row] = await db
    .update(pagamentos)
    .set({ ...refs(input), status, updatedAt: new Date() })
    .where(and(eq(pagamentos.id, pagamentoId), notInArray(pagamentos.status, status === 'unpaid' ? [...PAID, 'failed', 'canceled'] : PAID)))
    .returning({ id: pagamentos.id });
  if (row && status === 'failed') await recordPaymentOutcome(db, row.id, 'failed');
  return Boolean(row);
}

/** customer.subscription.deleted: the subscription ends whatever it was. */
export async function cancelSubscription(db: Db, subscriptionId: string): Promise<boolean> {
  const rows = await db
    .update(pagamentos)
    .set({ status: 'canceled', updatedAt: new Date() })
    .where(eq(pagamentos.stripeSubscriptionId, subscriptionId))
    .returning({ id: pagamentos.id });
  return rows.length > 0;
}
