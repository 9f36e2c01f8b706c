import 'server-only';
import { and, count, desc, eq, gte, inArray, like, lt, type SQL } from 'drizzle-orm';
import { addDays, format, parseISO } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { saoPauloClock, TIME_ZONE } from '@/lib/format';
import { LIST_STEP } from '@/lib/list-limit';
import { searchPatterns } from '@/lib/search';
import type { TPaymentFilters } from '@/lib/validation/payments';
import { assertStaff } from '@/server/auth/guard';
import { versioned } from '@/server/platform/cache/versioned';
import { getDb } from '@/server/platform/db/client';
import { codigosPromocionais, pagamentos } from '@/server/platform/db/schema';

/** The start of a São Paulo calendar day as an instant (D6). */
function startOfDayInSaoPaulo(day: string): Date {
  const [y, mo, d] = day.split('-').map(Number);
  return new Date(new TZDate(y, mo - 1, d, 0, 0, 0, TIME_ZONE).getTime());
}

/** Document 001 §7, Payments: every filter in SQL; the end date is inclusive (created_at < end + 1 day). */
export function paymentFilters(filters: TPaymentFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(pagamentos.status, filters.status));
  if (filters.metodo === 'wallet') where.push(inArray(pagamentos.metodoPagamento, ['wallet', 'applepay', 'googlepay']));
  else if (filters.metodo) where.push(eq(pagamentos.metodoPagamento, filters.metodo));
  if (filters.tipo) where.push(eq(pagamentos.tipoPagamento, filters.tipo));
  if (filters.inicio) where.push(gte(pagamentos.createdAt, startOfDayInSaoPaulo(filters.inicio)));
  if (filters.fim)
    where.push(lt(pagamentos.createdAt, startOfDayInSaoPaulo(format(addDays(parseISO(filters.fim), 1), 'yyyy-MM-dd'))));
  for (const pattern of searchPatterns(filters.q)) where.push(like(pagamentos.busca, pattern));
  return where.length ? and(...where) : undefined;
}

export type PaymentRow = {
  id: string;
  nome: string;
  email: string;
  descricao: string;
  valor: number;
  valorDesconto: number;
  valorFinal: number;
  codigoPromocional: string | null;
  metodoPagamento: string;
  tipoPagamento: string;
  parcelas: number;
  status: string;
  provider: string;
  /** São Paulo wall clocks ("2026-03-05T14:30", lib/format.ts saoPauloClock), for display. */
  createdAt: string;
  dataPagamento: string | null;
  vencimentoFatura: string | null;
  urlQrcode: string | null;
  urlBoleto: string | null;
  stripeCheckoutId: string | null;
  stripePaymentIntentId: string | null;
  cobrancaId: string | null;
  /** Set when the payment is `divergente` (D44). */
  valorPago: number | null;
  moedaPaga: string | null;
  valorEsperado: number | null;
};

/** /pagamentos (document 001 §2.12): newest first, a page (LIST_STEP) at a time. */
export async function listPayments(
  filters: TPaymentFilters,
  limit = LIST_STEP,
): Promise<{ rows: PaymentRow[]; total: number }> {
  await assertStaff();
  return paymentsPage(filters, limit);
}

// The same for every staff member: kept until the data changes (server/platform/cache/versioned.ts).
const paymentsPage = versioned(
  'payments-page',
  async (filters: TPaymentFilters, limit: number): Promise<{ rows: PaymentRow[]; total: number }> => {
    const db = await getDb();
    const where = paymentFilters(filters);
    const [rows, [{ total }]] = await Promise.all([
      db
        .select({
          id: pagamentos.id,
          nome: pagamentos.nome,
          email: pagamentos.email,
          descricao: pagamentos.descricao,
          valor: pagamentos.valor,
          valorDesconto: pagamentos.valorDesconto,
          valorFinal: pagamentos.valorFinal,
          codigoPromocional: pagamentos.codigoPromocional,
          metodoPagamento: pagamentos.metodoPagamento,
          tipoPagamento: pagamentos.tipoPagamento,
          parcelas: pagamentos.parcelas,
          status: pagamentos.status,
          provider: pagamentos.provider,
          createdAt: pagamentos.createdAt,
          dataPagamento: pagamentos.dataPagamento,
          vencimentoFatura: pagamentos.vencimentoFatura,
          urlQrcode: pagamentos.urlQrcode,
          urlBoleto: pagamentos.urlBoleto,
          stripeCheckoutId: pagamentos.stripeCheckoutId,
          stripePaymentIntentId: pagamentos.stripePaymentIntentId,
          cobrancaId: pagamentos.cobrancaId,
          valorPago: pagamentos.valorPago,
          moedaPaga: pagamentos.moedaPaga,
          valorEsperado: pagamentos.valorEsperado,
        })
        .from(pagamentos)
        .where(where)
        .orderBy(desc(pagamentos.createdAt), desc(pagamentos.id))
        .limit(limit),
      db.select({ total: count() }).from(pagamentos).where(where),
    ]);
    return {
      // Times as São Paulo wall clocks: the table shows them without time-zone data in the browser (lib/format.ts).
      rows: rows.map((row) => ({
        ...row,
        createdAt: saoPauloClock(row.createdAt),
        dataPagamento: row.dataPagamento ? saoPauloClock(row.dataPagamento) : null,
      })),
      total,
    };
  },
);

export type PromoCodeRow = {
  id: string;
  codigo: string;
  tipo: string;
  valor: number;
  ativo: boolean;
  validoAte: string | null;
  maxUsos: number | null;
  usos: number;
};

export async function listPromoCodes(): Promise<PromoCodeRow[]> {
  await assertStaff();
  return promoCodes();
}

const promoCodes = versioned('promo-codes', async (): Promise<PromoCodeRow[]> => {
  const db = await getDb();
  return db
    .select({
      id: codigosPromocionais.id,
      codigo: codigosPromocionais.codigo,
      tipo: codigosPromocionais.tipo,
      valor: codigosPromocionais.valor,
      ativo: codigosPromocionais.ativo,
      validoAte: codigosPromocionais.validoAte,
      maxUsos: codigosPromocionais.maxUsos,
      usos: codigosPromocionais.usos,
    })
    .from(codigosPromocionais)
    .orderBy(desc(codigosPromocionais.createdAt))
    .limit(200);
});

/** The payment a sandbox checkout's test boleto shows (D16), by its checkout id. */
export async function sandboxBoletoPayment(checkoutId: string) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: pagamentos.id,
      nome: pagamentos.nome,
      descricao: pagamentos.descricao,
      valorFinal: pagamentos.valorFinal,
      vencimentoFatura: pagamentos.vencimentoFatura,
      createdAt: pagamentos.createdAt,
      provider: pagamentos.provider,
    })
    .from(pagamentos)
    .where(eq(pagamentos.stripeCheckoutId, checkoutId));
  return row;
}
