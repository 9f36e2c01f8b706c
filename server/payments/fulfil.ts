import 'server-only';
import { and, eq, notInArray } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { amountDue, lateFees } from '@/lib/charges/late-fees';
import { todayInSaoPaulo } from '@/lib/format';
import { type Discrepancy, paymentDiscrepancy } from '@/lib/payments/amount-check';
import { markChargePaid } from '@/server/charges/mark-charge-paid';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, pagamentos } from '@/server/platform/db/schema';
import { recordPaymentOutcome } from '@/server/timeline/payment-events';
import { countPromoUse } from './promo-reservation';
import { DIVERGENT, type ProviderRefs, refs, SETTLED } from './provider-refs';

export { DIVERGENT, type ProviderRefs };

export type FulfilResult = { fulfilled: boolean; events: DomainEvent[] };

/**
 * D44: money arrived, but not what we expected (an old checkout after staff changed the
 * charge, another amount or currency). The payment is marked `divergente` with both figures, the charge
 * stays open, and the server log says so; staff see it in the dashboard detail.
 */
async function recordDiscrepancy(
  db: Db,
  payment: { id: string },
  input: ProviderRefs,
  discrepancy: Discrepancy,
  at: Date,
): Promise<FulfilResult> {
  const [row] = await db
    .update(pagamentos)
    .set({
      ...refs(input),
      status: DIVERGENT,
      valorPago: input.amountPaid ?? null,
      moedaPaga: input.currency ?? null,
      valorEsperado: discrepancy.expected,
      dataPagamento: at,
      updatedAt: at,
    })
    .where(and(eq(pagamentos.id, payment.id), notInArray(pagamentos.status, SETTLED)))
    .returning({ id: pagamentos.id, codigo: pagamentos.codigoPromocional, cobrancaId: pagamentos.cobrancaId });
  if (!row) return { fulfilled: false, events: [] };
  console.warn('[payments] paid amount differs from what was expected; the charge stays open', {
    pagamentoId: row.id,
    ...discrepancy,
    amountPaid: input.amountPaid,
    currency: input.currency,
  });
  // The payer did use the code: its reservation becomes a use, as for a paid payment.
  if (row.codigo) await countPromoUse(db, row.id, row.codigo);
  return { fulfilled: false, events: [{ type: 'payment.updated', paymentId: row.id, chargeId: row.cobrancaId }] };
}

/** What the payment's charge asked for on the day the checkout was made (null without a charge). */
async function expectedChargeValue(db: Db, payment: { cobrancaId: string | null; createdAt: Date }) {
  if (!payment.cobrancaId) return null;
  const [charge] = await db
    .select({
      valor: cobrancas.valor,
      dataVencimento: cobrancas.dataVencimento,
      multaPercentual: cobrancas.multaPercentual,
      jurosMensalPercentual: cobrancas.jurosMensalPercentual,
      status: cobrancas.status,
    })
    .from(cobrancas)
    .where(eq(cobrancas.id, payment.cobrancaId))
    .for('update');
  if (!charge) return null;
  // Fine and interest included (D63): a value staff changed since the checkout shows up here, while interest
  // accrued after the checkout does not. A charge staff marked "Pago" while this payment was on its way still
  // asked, on the checkout's day, its value with what lateness added then: the payment is not divergent for it.
  const checkoutDay = todayInSaoPaulo(payment.createdAt);
  return charge.status === 'pago' ? lateFees(charge, checkoutDay).total : amountDue(charge, checkoutDay).total;
}

/**
 * The one fulfilment (D34), used by the webhook, the success page and "Verificar status".
 * The payment row is locked first; what the provider reports as paid is compared with what the payment
 * (and its charge, now) expect (D44). The conditional UPDATE … WHERE status is not paid …
 * RETURNING is the guard: under concurrent calls exactly one of them sees the row change, and only that
 * one counts the promo-code use and marks the charge paid, through the charges' own writer
 * (server/charges/mark-charge-paid.ts), as the payer. Run it inside a transaction so those writes stand or fall
 * together, and dispatch its events once it has committed.
 */
export async function fulfilPayment(db: Db, pagamentoId: string, input: ProviderRefs = {}): Promise<FulfilResult> {
  const at = now();
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
    const discrepancy = paymentDiscrepancy({
      valor: payment.valor,
      valorFinal: payment.valorFinal,
      chargeValue: await expectedChargeValue(db, payment),
      paidAmount: input.amountPaid,
      paidCurrency: input.currency,
    });
    if (discrepancy) return recordDiscrepancy(db, payment, input, discrepancy, at);
  }
  const [row] = await db
    .update(pagamentos)
    .set({ ...refs(input), status: 'paid', dataPagamento: at, updatedAt: at })
    .where(and(eq(pagamentos.id, pagamentoId), notInArray(pagamentos.status, SETTLED)))
    .returning({
      id: pagamentos.id,
      nome: pagamentos.nome,
      codigo: pagamentos.codigoPromocional,
      cobrancaId: pagamentos.cobrancaId,
    });
  if (!row) {
    if (Object.keys(refs(input)).length)
      await db.update(pagamentos).set(refs(input)).where(eq(pagamentos.id, pagamentoId));
    return { fulfilled: false, events: [] };
  }
  // A use is counted only when a payment with the code is paid (D35); its reservation ends.
  if (row.codigo) await countPromoUse(db, row.id, row.codigo);
  await recordPaymentOutcome(db, row.id, 'confirmed');
  const events: DomainEvent[] = [{ type: 'payment.confirmed', paymentId: row.id, chargeId: row.cobrancaId, at }];
  // The charge moves only when it is still open; a charge staff marked paid meanwhile stays as it is.
  if (row.cobrancaId)
    events.push(...(await markChargePaid(db, { tipo: 'cliente', nome: row.nome }, row.cobrancaId, at)).events);
  return { fulfilled: true, events };
}
