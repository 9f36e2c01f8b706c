import 'server-only';
import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { todayInSaoPaulo } from '@/lib/format';
import { lastMonths, monthStart, byMonth } from '@/lib/pipeline/months';
import { readPlan } from '@/lib/pipeline/payment-plan';
import { dayToInstant } from '@/lib/projects/dates';
import { parseAmount } from '@/lib/projects/installments';
import { assertStaff } from '@/server/auth/guard';
import { versioned } from '@/server/platform/cache/versioned';
import { getDb } from '@/server/platform/db/client';
import { contractsWaitingCount, firstRunChecklist } from './checklist';
import { cobrancas, contratos, leads, propostas } from '@/server/platform/db/schema';
import { settledRefundsByMonth } from '@/server/charges/queries';

const TZ = sql.raw(`'America/Sao_Paulo'`);
type Pair = { atual: number; anterior: number };
export type Funnel = {
  leads: Pair;
  enviadas: Pair;
  aceitas: Pair;
  valorAceito: Pair;
  assinados: Pair;
  recebidas: Pair;
  valorRecebido: Pair;
};

/** count(*) of rows whose column falls in [from, to). */
// An instant inside a raw fragment goes as text: postgres.js cannot serialise a Date there (PGlite can).
const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const countIn = (column: unknown, from: Date, to: Date) =>
  sql<number>`count(*) filter (where ${column} >= ${ts(from)} and ${column} < ${ts(to)})`.mapWith(Number);

// Kept per data version (D81), not under a tag: a tag only expires when a writer remembers to, and the demo seed,
// scripts, jobs on another process and psql do not; the version moves at every commit, whoever wrote. The day is
// an argument, so a new São Paulo day never reads yesterday's entry.
const cachedOverview = versioned('overview', (today: string) => loadOverview(today));

/**
 * /painel (D58) for the staff member of this request: the session is checked here, per request (D2),
 * before the cached aggregate is read. The aggregate is the same for every staff member, so it is cached per
 * São Paulo day and data version: any committed write, from any process, is seen at the next load.
 */
export async function getOverview(): Promise<Overview> {
  await assertStaff();
  return cachedOverview(todayInSaoPaulo(now()));
}

/**
 * The aggregate behind /painel on São Paulo day `today` (D6): the funnel this month and last, what is open and
 * overdue now, money received against billed for the last 12 months, the next due charges and the proposals
 * waiting for an answer. One aggregate query per table (no query per row). No session check: only getOverview
 * (which checks it) and the cache call it. Returns plain JSON (the cache stores it as JSON).
 */
export async function loadOverview(today: string) {
  const db = await getDb();
  const [thisStart, lastStart, nextStart, yearStart] = [0, -1, 1, -11].map((offset) =>
    dayToInstant(monthStart(today, offset))!,
  );
  const months = lastMonths(today, 12);
  const paidMonth = sql<string>`to_char(timezone(${TZ}, ${cobrancas.dataPagamento}), 'YYYY-MM')`;
  const dueMonth = sql<string>`to_char(${cobrancas.dataVencimento}, 'YYYY-MM')`;
  const overdue = sql`(${cobrancas.status} = 'vencido' or (${cobrancas.status} = 'pendente' and ${cobrancas.dataVencimento} < ${today}))`;
  const open = sql`(${cobrancas.status} = 'pendente' and ${cobrancas.dataVencimento} >= ${today})`;
  const sent = inArray(propostas.status, ['enviada', 'aceita', 'recusada']);

  const [
    [leadCounts],
    [proposalCounts],
    accepted,
    [contractCounts],
    [chargeTotals],
    received,
    billed,
    nextDue,
    waiting,
    refunded,
  ] = await Promise.all([
    db
      .select({
        atual: countIn(leads.createdAt, thisStart, nextStart),
        anterior: countIn(leads.createdAt, lastStart, thisStart),
      })
      .from(leads)
      .where(gte(leads.createdAt, lastStart)),
    db
      .select({
        atual: countIn(propostas.dataCriacao, thisStart, nextStart),
        anterior: countIn(propostas.dataCriacao, lastStart, thisStart),
      })
      .from(propostas)
      .where(and(gte(propostas.dataCriacao, lastStart), sent)),
    db
      .select({
        aceitaEm: propostas.aceitaEm,
        valor: sql<string>`${propostas.conteudo}->>'valor'`,
        plano: propostas.planoPagamento,
      })
      .from(propostas)
      .where(and(eq(propostas.status, 'aceita'), gte(propostas.aceitaEm, lastStart))),
    db
      .select({
        atual: countIn(contratos.assinadoEm, thisStart, nextStart),
        anterior: countIn(contratos.assinadoEm, lastStart, thisStart),
      })
      .from(contratos)
      .where(gte(contratos.assinadoEm, lastStart)),
    db
      .select({
        recebidasAtual: countIn(cobrancas.dataPagamento, thisStart, nextStart),
        recebidasAnterior: countIn(cobrancas.dataPagamento, lastStart, thisStart),
        valorAtual:
          sql<number>`coalesce(sum(${cobrancas.valor}) filter (where ${cobrancas.status} = 'pago' and ${cobrancas.dataPagamento} >= ${ts(thisStart)} and ${cobrancas.dataPagamento} < ${ts(nextStart)}), 0)`.mapWith(
            Number,
          ),
        valorAnterior:
          sql<number>`coalesce(sum(${cobrancas.valor}) filter (where ${cobrancas.status} = 'pago' and ${cobrancas.dataPagamento} >= ${ts(lastStart)} and ${cobrancas.dataPagamento} < ${ts(thisStart)}), 0)`.mapWith(
            Number,
          ),
        abertasCount: sql<number>`count(*) filter (where ${open})`.mapWith(Number),
        abertasSum: sql<number>`coalesce(sum(${cobrancas.valor}) filter (where ${open}), 0)`.mapWith(Number),
        vencidasCount: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
        vencidasSum: sql<number>`coalesce(sum(${cobrancas.valor}) filter (where ${overdue}), 0)`.mapWith(Number),
      })
      .from(cobrancas)
      .where(ne(cobrancas.status, 'cancelado')),
    db
      .select({ mes: paidMonth, total: sql<number>`sum(${cobrancas.valor})`.mapWith(Number) })
      .from(cobrancas)
      .where(and(eq(cobrancas.status, 'pago'), gte(cobrancas.dataPagamento, yearStart)))
      .groupBy(paidMonth),
    db
      .select({ mes: dueMonth, total: sql<number>`sum(${cobrancas.valor})`.mapWith(Number) })
      .from(cobrancas)
      .where(
        and(
          ne(cobrancas.status, 'cancelado'),
          gte(cobrancas.dataVencimento, monthStart(today, -11)),
          sql`${cobrancas.dataVencimento} < ${monthStart(today, 1)}`,
        ),
      )
      .groupBy(dueMonth),
    db
      .select({
        id: cobrancas.id,
        numero: cobrancas.numeroCobranca,
        titulo: cobrancas.titulo,
        cliente: cobrancas.cliente,
        valor: cobrancas.valor,
        vencimento: cobrancas.dataVencimento,
      })
      .from(cobrancas)
      .where(open)
      .orderBy(asc(cobrancas.dataVencimento), asc(cobrancas.id))
      .limit(6),
    db
      .select({
        id: propostas.id,
        nome: propostas.nome,
        cliente: propostas.cliente,
        slug: propostas.slug,
        dataCriacao: propostas.dataCriacao,
        visualizacoes: propostas.visualizacoes,
      })
      .from(propostas)
      .where(eq(propostas.status, 'enviada'))
      .orderBy(desc(propostas.dataCriacao), desc(propostas.id))
      .limit(6),
    // D188: the refunds settled by month, the same query /cobrancas deducts.
    settledRefundsByMonth(db, { since: yearStart }),
  ]);

  // An accepted proposal's value: its plan's total, else its free-text valor read as money (D5).
  const refundedByMonth = byMonth(months, refunded);
  const value = (row: (typeof accepted)[number]) =>
    readPlan(row.plano, parseAmount(row.valor)).total || parseAmount(row.valor);
  const acceptedIn = (from: Date, to: Date) =>
    accepted.filter((r) => r.aceitaEm && r.aceitaEm >= from && r.aceitaEm < to);
  const [acceptedNow, acceptedBefore] = [acceptedIn(thisStart, nextStart), acceptedIn(lastStart, thisStart)];
  const funnel: Funnel = {
    leads: leadCounts ?? { atual: 0, anterior: 0 },
    enviadas: proposalCounts ?? { atual: 0, anterior: 0 },
    aceitas: { atual: acceptedNow.length, anterior: acceptedBefore.length },
    valorAceito: {
      atual: acceptedNow.reduce((s, r) => s + value(r), 0),
      anterior: acceptedBefore.reduce((s, r) => s + value(r), 0),
    },
    assinados: contractCounts ?? { atual: 0, anterior: 0 },
    recebidas: { atual: chargeTotals.recebidasAtual, anterior: chargeTotals.recebidasAnterior },
    // What the agency kept: a refund leaves the money received in the month it is settled.
    valorRecebido: {
      atual: chargeTotals.valorAtual - refundedByMonth.at(-1)!,
      anterior: chargeTotals.valorAnterior - refundedByMonth.at(-2)!,
    },
  };
  const [receivedByMonth, billedByMonth] = [byMonth(months, received), byMonth(months, billed)];
  return {
    today,
    funnel,
    abertas: { count: chargeTotals.abertasCount, sum: chargeTotals.abertasSum },
    vencidas: { count: chargeTotals.vencidasCount, sum: chargeTotals.vencidasSum },
    devolvido: { atual: refundedByMonth.at(-1)!, anterior: refundedByMonth.at(-2)! },
    chart: months.map((mes, i) => ({
      mes,
      recebido: receivedByMonth[i] - refundedByMonth[i],
      faturado: billedByMonth[i],
    })),
    nextDue,
    waiting: waiting.map((w) => ({ ...w, dataCriacao: w.dataCriacao.toISOString() })),
  };
}
export type Overview = Awaited<ReturnType<typeof loadOverview>>;

/** The panel's first-run checklist, read with the app's database (pages never take the handle, D151). */
export async function readFirstRunChecklist() {
  return firstRunChecklist(await getDb());
}

/** How many signed contracts wait for the agency's Pix key (the panel's notice). */
export async function readContractsWaitingCount(): Promise<number> {
  return contractsWaitingCount(await getDb());
}
