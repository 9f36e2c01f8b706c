import 'server-only';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { amountDue } from '@/lib/charges/late-fees';
import { todayInSaoPaulo } from '@/lib/format';
import { type Discrepancy, paymentDiscrepancy } from '@/lib/payments/amount-check';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, pagamentos } from '@/server/platform/db/schema';
import { onChargePaid } from '@/server/pipeline/on-charge-paid';
import { countPromoUse, releasePromoUse } from './promo-reservation';
import { recordPaymentOutcome } from '@/server/timeline/payment-events';

const PAID = ['paid', 'succeeded'];
/** Money arrived but not what was expected (issue 17 item 7); like paid, it never goes back to unpaid. */
export const DIVERGENT = 'divergente';
const SETTLED = [...PAID, DIVERGENT];

export type ProviderRefs = {
  paymentIntentId?: string | null;
  subscriptionId?: string | null;
  invoiceId?: string | null;
  urlQrcode?: string | null;
  urlBoleto?: string | null;
  /** What the provider reports as paid (issue 17 item 7); absent when it does not say. */
  amountPaid?: number | null;
  currency?: string | null;
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
 * Issue 17 item 7: money arrived, but not what we expected (an old checkout after staff changed the
 * charge, another amount or currency). The payment is marked `divergente` with both figures, the charge
 * stays open, and the server log says so; staff see it in the dashboard detail.
 */
async function recordDiscrepancy(
  db: Db,
  payment: { id: string },
  input: ProviderRefs,
  discrepancy: Discrepancy,
  now: Date,
): Promise<FulfilResult> {
  const [row] = await db
    .update(pagamentos)
    .set({
      ...refs(input),
      status: DIVERGENT,
      valorPago: input.amountPaid ?? null,
      moedaPaga: input.currency ?? null,
      valorEsperado: discrepancy.expected,
      dataPagamento: now,
      updatedAt: now,
    })
    .where(and(eq(pagamentos.id, payment.id), notInArray(pagamentos.status, SETTLED)))
    .returning({ id: pagamentos.id, codigo: pagamentos.codigoPromocional });
  if (!row) return { fulfilled: false, revalidate: [] };
  console.warn('[payments] paid amount differs from what was expected; the charge stays open', {
    pagamentoId: row.id,
    ...discrepancy,
    amountPaid: input.amountPaid,
    currency: input.currency,
  });
  // The payer did use the code: its reservation becomes a use, as for a paid payment.
  if (row.codigo) await countPromoUse(db, row.id, row.codigo);
  return { fulfilled: false, revalidate: ['/pagamentos'] };
}

/**
 * The one fulfilment (issue 11 item 1), used by the webhook, the success page and "Verificar status".
 * The payment row is locked first; what the provider reports as paid is compared with what the payment
 * (and its charge, now) expect (issue 17 item 7). The conditional UPDATE … WHERE status is not paid …
 * RETURNING is the guard: under concurrent calls exactly one of them sees the row change, and only that
 * one counts the promo-code use and marks the charge paid. Run it inside a transaction so those writes
 * stand or fall together.
 */
export async function fulfilPayment(db: Db, pagamentoId: string, input: ProviderRefs = {}): Promise<FulfilResult> {
  const now = new Date();
  const [payment] = await db
    .select({
      id: pagamentos.id,
      valor: pagamentos.valor,
      valorFinal: pagamentos.valorFinal,
      cobrancaId: pagamentos.cobrancaId,
      status: pagamentos.status,
      createdAt: pagamentos.createdAt,
    })
    .from(pagamentos)
    .where(eq(pagamentos.id, pagamentoId))
    .for('update');
  if (payment && !SETTLED.includes(payment.status)) {
    const [charge] = payment.cobrancaId
      ? await db
          .select({
            valor: cobrancas.valor,
            dataVencimento: cobrancas.dataVencimento,
            multaPercentual: cobrancas.multaPercentual,
            jurosMensalPercentual: cobrancas.jurosMensalPercentual,
            status: cobrancas.status,
          })
          .from(cobrancas)
          .where(eq(cobrancas.id, payment.cobrancaId))
          .for('update')
      : [];
    // What the charge asked for on the day the checkout was made (fine and interest included, issue 19): a value
    // staff changed since then shows up here, while interest accrued after the checkout does not.
    const chargeValue = charge ? amountDue(charge, todayInSaoPaulo(payment.createdAt)).total : null;
    const discrepancy = paymentDiscrepancy({
      valor: payment.valor,
      valorFinal: payment.valorFinal,
      chargeValue,
      paidAmount: input.amountPaid,
      paidCurrency: input.currency,
    });
    if (discrepancy) return recordDiscrepancy(db, payment, input, discrepancy, now);
  }
  const [row] = await db
    .update(pagamentos)
    .set({ ...refs(input), status: 'paid', dataPagamento: now, updatedAt: now })
    .where(and(eq(pagamentos.id, pagamentoId), notInArray(pagamentos.status, SETTLED)))
    .returning({ id: pagamentos.id, codigo: pagamentos.codigoPromocional, cobrancaId: pagamentos.cobrancaId });
  if (!row) {
    if (Object.keys(refs(input)).length)
      await db.update(pagamentos).set(refs(input)).where(eq(pagamentos.id, pagamentoId));
    return { fulfilled: false, revalidate: [] };
  }
  const revalidate = ['/pagamentos'];
  let paidChargeId: string | null = null;
  // A use is counted only when a payment with the code is paid (issue 11 item 3); its reservation ends.
  if (row.codigo) await countPromoUse(db, row.id, row.codigo);
  if (row.cobrancaId) {
    const [charge] = await db
      .update(cobrancas)
      .set({ status: 'pago', dataPagamento: now, updatedAt: now })
      .where(and(eq(cobrancas.id, row.cobrancaId), inArray(cobrancas.status, ['pendente', 'vencido'])))
      .returning({ id: cobrancas.id, slug: cobrancas.slug });
    paidChargeId = charge?.id ?? null;
    if (charge) {
      revalidate.push('/cobrancas', `/cobrancas/${charge.id}`, `/p/${charge.slug}`, `/p/${charge.id}`);
      // Only the call that moved the charge to pago mirrors it on the project card (issue 18 item 7).
      revalidate.push(...(await onChargePaid(db, charge.id, now)));
    }
  }
  await recordPaymentOutcome(db, row.id, 'confirmed', paidChargeId);
  return { fulfilled: true, revalidate };
}

/**
 * A payment that is not (or no longer) paid moves to another state; a paid one never goes back. A
 * checkout that expired or failed gives its reserved promo use back (issue 17 item 7).
 */
export async function setUnpaidState(
  db: Db,
  pagamentoId: string,
  status: 'unpaid' | 'failed' | 'canceled',
  input: ProviderRefs = {},
): Promise<boolean> {
  const [row] = await db
    .update(pagamentos)
    .set({ ...refs(input), status, updatedAt: new Date() })
    .where(
      and(
        eq(pagamentos.id, pagamentoId),
        notInArray(pagamentos.status, status === 'unpaid' ? [...SETTLED, 'failed', 'canceled'] : SETTLED),
      ),
    )
    .returning({ id: pagamentos.id });
  if (row && status !== 'unpaid') await releasePromoUse(db, row.id);
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
