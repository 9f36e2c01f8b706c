import 'server-only';
import { eq } from 'drizzle-orm';
import { isOpen } from '@/lib/charges/rules';
import { m } from '@/lib/messages';
import type { TPaymentForm } from '@/lib/validation/payments';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, type Pagamento } from '@/server/platform/db/schema';
import { normalizePromoCode, promoDiscount } from '@/lib/payments/promo';
import type { DomainEvent, Written } from '@/server/events/types';
import { attachCheckout, createPayment } from './create-payment';
import { reservePromoUse, returnPromoUse } from './promo-reservation';
import { refuseCheckout } from './update-payment-status';
import { chargeDue } from '@/server/charges/public';
import { currentProvider } from './providers';

/** The charge a /pagamento/{slug} form pays, when it can still be paid. */
export async function payableCharge(db: Db, slug: string) {
  const [charge] = await db
    .select({
      id: cobrancas.id,
      valor: cobrancas.valor,
      status: cobrancas.status,
      titulo: cobrancas.titulo,
      dataVencimento: cobrancas.dataVencimento,
      multaPercentual: cobrancas.multaPercentual,
      jurosMensalPercentual: cobrancas.jurosMensalPercentual,
    })
    .from(cobrancas)
    .where(eq(cobrancas.slug, slug));
  if (!charge) throw new ActionError(m.payments.validation.chargeNotFound);
  if (!isOpen(charge.status)) throw new ActionError(m.payments.validation.chargeNotPayable);
  // After the due date the charge is paid at its updated total (fine + interest, D63); the payment
  // row records it as the expected amount, which fulfilment compares with what was paid.
  return { ...charge, valor: chargeDue(charge).total };
}

/**
 * create-checkout (document 001 §7, D34): the payment row first (status pending), then the
 * provider's checkout, whose id and page are stored on the row. The discount is recomputed here from
 * the code; the browser's figures are never trusted. A charge's value comes from the charge. No wrapping
 * transaction (the provider is called in between): each write commits on its own, and its events go back with
 * the answer.
 */
export async function createCheckout(
  db: Db,
  input: TPaymentForm,
): Promise<{ url: string; id: string; events: DomainEvent[] }> {
  const charge = input.slug ? await payableCharge(db, input.slug) : null;
  const valor = charge ? charge.valor : input.valor;
  // A charge is paid at its own value: promo codes are for the open form only.
  const codigo = charge ? null : input.codigoPromocional;
  let valorDesconto = 0;
  if (codigo) {
    // D35: a use is reserved now, atomically, so that open checkouts cannot overrun max_usos.
    const reserved = await reservePromoUse(db, normalizePromoCode(codigo));
    if (!reserved) throw new ActionError(m.payments.promoRefusal.text);
    valorDesconto = promoDiscount(reserved, valor);
  }
  const provider = currentProvider();
  let created: Written<Pagamento>;
  try {
    created = await createPayment(db, {
      ...input,
      valor,
      valorDesconto,
      codigo,
      provider: provider.name,
      cobrancaId: charge?.id ?? null,
    });
  } catch (error) {
    if (codigo) await returnPromoUse(db, normalizePromoCode(codigo));
    throw error;
  }
  const { row } = created;
  try {
    const checkout = await provider.createCheckout(row);
    await attachCheckout(db, row.id, checkout);
    return { url: checkout.url, id: row.id, events: created.events };
  } catch (error) {
    console.error(
      '[payments] the provider refused the checkout',
      { pagamentoId: row.id, provider: provider.name },
      error,
    );
    await refuseCheckout(db, row.id);
    throw new ActionError(m.payments.checkout.errorText);
  }
}
