import 'server-only';
import { eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import { invoiceDueDate } from '@/lib/payments/rules';
import { searchText } from '@/lib/search';
import type { TPaymentForm } from '@/lib/validation/payments';
import { ActionError } from '@/server/platform/action';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, pagamentos } from '@/server/platform/db/schema';
import { normalizePromoCode, promoDiscount } from '@/lib/payments/promo';
import type { Pagamento } from '@/server/platform/db/schema';
import { releasePromoUse, reservePromoUse, returnPromoUse } from './promo-reservation';
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
  if (charge.status !== 'pendente' && charge.status !== 'vencido')
    throw new ActionError(m.payments.validation.chargeNotPayable);
  // After the due date the charge is paid at its updated total (fine + interest, issue 19 item 4); the payment
  // row records it as the expected amount, which fulfilment compares with what was paid.
  return { ...charge, valor: chargeDue(charge).total };
}

/**
 * create-checkout (document 001 §7, issue 11 item 2): the payment row first (status pending), then the
 * provider's checkout, whose id and page are stored on the row. The discount is recomputed here from
 * the code; the browser's figures are never trusted. A charge's value comes from the charge.
 */
export async function createCheckout(db: Db, input: TPaymentForm): Promise<{ url: string; id: string }> {
  const charge = input.slug ? await payableCharge(db, input.slug) : null;
  const valor = charge ? charge.valor : input.valor;
  // A charge is paid at its own value: promo codes are for the open form only.
  const codigo = charge ? null : input.codigoPromocional;
  let valorDesconto = 0;
  if (codigo) {
    // Issue 17 item 7: a use is reserved now, atomically, so that open checkouts cannot overrun max_usos.
    const reserved = await reservePromoUse(db, normalizePromoCode(codigo));
    if (!reserved) throw new ActionError(m.payments.promoRefusal.text);
    valorDesconto = promoDiscount(reserved, valor);
  }
  const provider = currentProvider();
  let row: Pagamento;
  try {
    [row] = await insertPayment(db, input, {
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
  try {
    const checkout = await provider.createCheckout(row);
    await db
      .update(pagamentos)
      .set({ stripeCheckoutId: checkout.id, checkoutUrl: checkout.checkoutUrl, updatedAt: new Date() })
      .where(eq(pagamentos.id, row.id));
    return { url: checkout.url, id: row.id };
  } catch (error) {
    console.error(
      '[payments] the provider refused the checkout',
      { pagamentoId: row.id, provider: provider.name },
      error,
    );
    await db.update(pagamentos).set({ status: 'failed', updatedAt: new Date() }).where(eq(pagamentos.id, row.id));
    await releasePromoUse(db, row.id);
    throw new ActionError(m.payments.checkout.errorText);
  }
}

type Amounts = {
  valor: number;
  valorDesconto: number;
  codigo: string | null;
  provider: string;
  cobrancaId: string | null;
};

/** The payment row, pending, holding the promo reservation when there is a code. */
function insertPayment(db: Db, input: TPaymentForm, { valor, valorDesconto, codigo, provider, cobrancaId }: Amounts) {
  return db
    .insert(pagamentos)
    .values({
      nome: input.nome,
      email: input.email.toLowerCase(),
      descricao: input.descricao,
      valor,
      valorDesconto,
      valorFinal: valor - valorDesconto,
      codigoPromocional: codigo ? normalizePromoCode(codigo) : null,
      promoReservado: Boolean(codigo),
      metodoPagamento: input.metodoPagamento,
      tipoPagamento: input.tipoPagamento,
      parcelas: input.parcelas,
      status: 'pending',
      provider,
      vencimentoFatura: input.tipoPagamento === 'fatura' ? invoiceDueDate() : null,
      cobrancaId,
      busca: searchText([input.nome, input.email, input.descricao, codigo]),
    })
    .returning();
}
