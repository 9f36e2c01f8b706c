import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { normalizePromoCode } from '@/lib/payments/promo';
import { invoiceDueDate } from '@/lib/payments/rules';
import { searchText } from '@/lib/search';
import type { TPaymentForm } from '@/lib/validation/payments';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { pagamentos, type Pagamento } from '@/server/platform/db/schema';

/** What a checkout pays: the form's fields with the amounts the server computed (never the browser's). */
export type NewPayment = Pick<
  TPaymentForm,
  'nome' | 'email' | 'descricao' | 'metodoPagamento' | 'tipoPagamento' | 'parcelas'
> & {
  valor: number;
  valorDesconto: number;
  /** The promo code, its use already reserved (server/payments/promo-reservation.ts). */
  codigo: string | null;
  provider: string;
  cobrancaId: string | null;
};

/** What the dashboard's search matches (document 001 §2.12): payer, e-mail, description and code. */
function paymentSearchText(row: { nome: string; email: string; descricao: string; codigoPromocional?: string | null }) {
  return searchText([row.nome, row.email, row.descricao, row.codigoPromocional]);
}

/**
 * The payment row of a checkout (document 001 §7), pending, before the provider is asked: the final value, the
 * normalised code holding its reservation, an invoice's due date (5 business days) and the search text.
 */
export async function createPayment(db: Db, input: NewPayment): Promise<Written<Pagamento>> {
  const codigo = input.codigo ? normalizePromoCode(input.codigo) : null;
  const [row] = await db
    .insert(pagamentos)
    .values({
      nome: input.nome,
      email: input.email.toLowerCase(),
      descricao: input.descricao,
      valor: input.valor,
      valorDesconto: input.valorDesconto,
      valorFinal: input.valor - input.valorDesconto,
      codigoPromocional: codigo,
      promoReservado: Boolean(codigo),
      metodoPagamento: input.metodoPagamento,
      tipoPagamento: input.tipoPagamento,
      parcelas: input.parcelas,
      status: 'pending',
      provider: input.provider,
      vencimentoFatura: input.tipoPagamento === 'fatura' ? invoiceDueDate() : null,
      cobrancaId: input.cobrancaId,
      busca: paymentSearchText({ ...input, codigoPromocional: codigo }),
    })
    .returning();
  return { row, events: [{ type: 'payment.created', paymentId: row.id, chargeId: row.cobrancaId }] };
}

/** The provider's checkout of a payment: its id and page (not a status). */
export async function attachCheckout(
  db: Db,
  id: string,
  checkout: { id: string; checkoutUrl: string | null },
): Promise<void> {
  await db
    .update(pagamentos)
    .set({ stripeCheckoutId: checkout.id, checkoutUrl: checkout.checkoutUrl, updatedAt: now() })
    .where(eq(pagamentos.id, id));
}

/** A seed's payment: its own status and dates; the writer adds the final value and the search text. */
export type PaymentSeed = Omit<typeof pagamentos.$inferInsert, 'busca' | 'valorFinal'>;

/** The bulk variant for the demo and bench seeds: many rows in one insert, the same derived columns. */
export async function createPaymentsBulk(db: Db, rows: PaymentSeed[]): Promise<Array<{ id: string }>> {
  if (rows.length === 0) return [];
  return db
    .insert(pagamentos)
    .values(
      rows.map((row) => ({ ...row, valorFinal: row.valor - (row.valorDesconto ?? 0), busca: paymentSearchText(row) })),
    )
    .returning({ id: pagamentos.id });
}
