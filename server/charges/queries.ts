import 'server-only';
import { and, count, desc, eq, gte, isNotNull, isNull, like, sql, type SQL } from 'drizzle-orm';
import { todayInSaoPaulo } from '@/lib/format';
import { LIST_STEP } from '@/lib/list-limit';
import { searchPatterns } from '@/lib/search';
import { assertStaff } from '@/server/auth/guard';
import { versioned } from '@/server/platform/cache/versioned';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes, cobrancas, pixDevolucoes, propostas } from '@/server/platform/db/schema';

const TZ = sql.raw(`'America/Sao_Paulo'`);

/**
 * The Pix refunds (devoluções) the PSP settled, by the São Paulo month they left the account (D188): only those of
 * a Pix that paid a charge, the money counted as received (a Pix that paid nothing and went back never was).
 * The one query behind every net total: /painel takes the months since `since`; /cobrancas the refunds of the
 * charges its search lists (`charges`, a condition on `cobrancas`), so both deduct the same money.
 */
export async function settledRefundsByMonth(
  db: Db,
  filter: { since?: Date; charges?: SQL } = {},
): Promise<Array<{ mes: string; total: number }>> {
  const month = sql<string>`to_char(timezone(${TZ}, ${pixDevolucoes.liquidadoEm}), 'YYYY-MM')`;
  return db
    .select({ mes: month, total: sql<number>`sum(${pixDevolucoes.valor})`.mapWith(Number) })
    .from(pixDevolucoes)
    .innerJoin(cobrancas, eq(cobrancas.id, pixDevolucoes.cobrancaId))
    .where(
      and(
        eq(pixDevolucoes.status, 'DEVOLVIDO'),
        isNotNull(pixDevolucoes.cobrancaId),
        filter.since ? gte(pixDevolucoes.liquidadoEm, filter.since) : undefined,
        filter.charges,
      ),
    )
    .groupBy(month);
}

/** The sum of what settledRefundsByMonth answers. */
export const refundedTotal = (rows: ReadonlyArray<{ total: number }>) => rows.reduce((sum, row) => sum + row.total, 0);

export type ChargeRow = {
  id: string;
  numeroCobranca: string;
  titulo: string;
  cliente: string;
  valor: number;
  dataVencimento: string;
  formaPagamento: string;
  status: string;
};

export type ChargeTotals = Record<'pendentes' | 'pagas' | 'vencidas' | 'total', { count: number; sum: number }>;

/**
 * /cobrancas (document 001 §2.5): newest first, search over title and client, and the four cards with
 * counts and sums computed in SQL. "Vencidas" are stored vencido plus pendente past due (São Paulo day); "Pagas"
 * and the total are net of the Pix refunds settled (D188), as /painel's money received is.
 */
export async function listCharges(params: { q?: string; limit?: number } = {}) {
  await assertStaff();
  return chargesPage(params.q ?? '', params.limit ?? LIST_STEP, todayInSaoPaulo());
}

// The same for every staff member: kept until the data changes (server/platform/cache/versioned.ts); the day is an argument.
const chargesPage = versioned('charges-page', async (q: string, limit: number, today: string) => {
  const db = await getDb();
  const filters: SQL[] = searchPatterns(q).map((pattern) => like(cobrancas.busca, pattern));
  const where = filters.length ? and(...filters) : undefined;
  const overdue = sql`(${cobrancas.status} = 'vencido' or (${cobrancas.status} = 'pendente' and ${cobrancas.dataVencimento} < ${today}))`;
  const pending = sql`(${cobrancas.status} = 'pendente' and ${cobrancas.dataVencimento} >= ${today})`;
  const [rows, [{ total }], [sums], refunded] = await Promise.all([
    db
      .select({
        id: cobrancas.id,
        numeroCobranca: cobrancas.numeroCobranca,
        titulo: cobrancas.titulo,
        cliente: cobrancas.cliente,
        valor: cobrancas.valor,
        dataVencimento: cobrancas.dataVencimento,
        formaPagamento: cobrancas.formaPagamento,
        status: cobrancas.status,
      })
      .from(cobrancas)
      .where(where)
      .orderBy(desc(cobrancas.dataCriacao), desc(cobrancas.id))
      .limit(limit),
    db.select({ total: count() }).from(cobrancas).where(where),
    db
      .select({
        pendentesCount: sql<number>`count(*) filter (where ${pending})`.mapWith(Number),
        pendentesSum: sql<number>`coalesce(sum(${cobrancas.valor}) filter (where ${pending}), 0)`.mapWith(Number),
        pagasCount: sql<number>`count(*) filter (where ${cobrancas.status} = 'pago')`.mapWith(Number),
        pagasSum: sql<number>`coalesce(sum(${cobrancas.valor}) filter (where ${cobrancas.status} = 'pago'), 0)`.mapWith(
          Number,
        ),
        vencidasCount: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
        vencidasSum: sql<number>`coalesce(sum(${cobrancas.valor}) filter (where ${overdue}), 0)`.mapWith(Number),
      })
      .from(cobrancas)
      .where(where),
    // D188: net of the Pix refunds settled, as /painel counts what was received (one query for both).
    settledRefundsByMonth(db, { charges: and(eq(cobrancas.status, 'pago'), where) }),
  ]);
  const pagasNet = sums.pagasSum - refundedTotal(refunded);
  const totals: ChargeTotals = {
    pendentes: { count: sums.pendentesCount, sum: sums.pendentesSum },
    pagas: { count: sums.pagasCount, sum: pagasNet },
    vencidas: { count: sums.vencidasCount, sum: sums.vencidasSum },
    total: {
      count: sums.pendentesCount + sums.pagasCount + sums.vencidasCount,
      sum: sums.pendentesSum + pagasNet + sums.vencidasSum,
    },
  };
  return { rows: rows satisfies ChargeRow[], total, totals };
});

/** The whole charge, for the detail and edit screens. */
export async function getCharge(id: string) {
  await assertStaff();
  const db = await getDb();
  const [row] = await db.select().from(cobrancas).where(eq(cobrancas.id, id));
  return row ?? null;
}

/**
 * The form's client suggestions (document 001 §2.6), through the registry (D51): the picker
 * searches the clients (with the proposals linked to them); these are the names of proposals that are not
 * linked to a client yet, offered beside them.
 */
export async function clientSuggestions(): Promise<string[]> {
  await assertStaff();
  const db = await getDb();
  const fromProposals = await db
    .selectDistinct({ nome: propostas.cliente })
    .from(propostas)
    .where(isNull(propostas.clienteId))
    .limit(500);
  return [...new Set(fromProposals.map((r) => r.nome.trim()).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b, 'pt-BR'),
  );
}

/** The e-mail of the client with this name, to prefill "Enviar por Email". */
export async function clientEmailByName(nome: string): Promise<string | null> {
  await assertStaff();
  const db = await getDb();
  const [row] = await db.select({ email: clientes.email }).from(clientes).where(eq(clientes.nome, nome)).limit(1);
  return row?.email ?? null;
}
