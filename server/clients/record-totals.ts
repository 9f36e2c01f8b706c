import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ACCEPTED_PROPOSAL_STATUSES, type ClientTotals } from '@/lib/clients/totals';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, contratos, pagamentos, propostas } from '@/server/platform/db/schema';

const sum = (expression: SQL | AnyPgColumn) => sql<number>`coalesce(sum(${expression}), 0)`.mapWith(Number);

/**
 * The client page's totals over ALL of the client's documents (D59), as SQL aggregates: one query per table,
 * no rows loaded. Same rule as lib/clients/totals.ts clientTotals (which stays the reference and its unit tests);
 * a proposal's free-text valor goes through parse_valor_text (custom migration parse_valor_text), the SQL twin of
 * lib/clients/valor.ts. `today` is the São Paulo day (D6), yyyy-MM-dd.
 */
export async function clientTotalsInSql(db: Db, clienteId: string, today: string): Promise<ClientTotals> {
  // Only a string or number valor is read, as in record.ts before (an object's digits are not an amount).
  const valor = sql`coalesce(parse_valor_text(case when jsonb_typeof(${propostas.conteudo} -> 'valor') in ('string', 'number') then ${propostas.conteudo} ->> 'valor' end), 0)`;
  const open = sql`${cobrancas.status} not in ('cancelado', 'pago')`;
  const [[proposals], [charges], [payments]] = await Promise.all([
    db
      .select({
        proposto: sum(valor),
        contratado: sum(sql`case when ${inArray(propostas.status, [...ACCEPTED_PROPOSAL_STATUSES])} then ${valor} end`),
      })
      .from(propostas)
      .where(eq(propostas.clienteId, clienteId)),
    db
      .select({
        cobrado: sum(sql`case when ${cobrancas.status} <> 'cancelado' then ${cobrancas.valor} end`),
        pago: sum(sql`case when ${cobrancas.status} = 'pago' then ${cobrancas.valor} end`),
        emAberto: sum(sql`case when ${open} then ${cobrancas.valor} end`),
        vencido: sum(
          sql`case when ${open} and (${cobrancas.status} = 'vencido' or ${cobrancas.dataVencimento} < ${today}::date) then ${cobrancas.valor} end`,
        ),
      })
      .from(cobrancas)
      .where(eq(cobrancas.clienteId, clienteId)),
    // A payment of a charge is already counted by its charge (lib/payments/rules.ts isPaidStatus: paid, succeeded).
    db
      .select({ recebido: sum(pagamentos.valorFinal) })
      .from(pagamentos)
      .where(
        and(
          eq(pagamentos.clienteId, clienteId),
          sql`${pagamentos.cobrancaId} is null`,
          sql`${pagamentos.status} in ('paid', 'succeeded')`,
        ),
      ),
  ]);
  return {
    proposto: proposals.proposto,
    contratado: proposals.contratado,
    cobrado: charges.cobrado,
    recebido: charges.pago + payments.recebido,
    emAberto: charges.emAberto,
    vencido: charges.vencido,
  };
}

/**
 * The parts of a client's billed total that no accepted proposal covers (lib/clients/over-billed.ts): charges with
 * no contract, and charges of contracts whose proposal is missing or not accepted.
 */
export async function unContractedCharges(db: Db, clienteId: string): Promise<{ avulso: number; semProposta: number }> {
  const accepted = inArray(propostas.status, [...ACCEPTED_PROPOSAL_STATUSES]);
  const [row] = await db
    .select({
      avulso: sum(sql`case when ${cobrancas.contratoId} is null then ${cobrancas.valor} end`),
      semProposta: sum(
        sql`case when ${cobrancas.contratoId} is not null and (${propostas.id} is null or not ${accepted}) then ${cobrancas.valor} end`,
      ),
    })
    .from(cobrancas)
    .leftJoin(contratos, eq(contratos.id, cobrancas.contratoId))
    .leftJoin(propostas, eq(propostas.id, contratos.propostaId))
    .where(and(eq(cobrancas.clienteId, clienteId), sql`${cobrancas.status} <> 'cancelado'`));
  return row ?? { avulso: 0, semProposta: 0 };
}
