import 'server-only';
import { and, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, pixDevolucoes } from '@/server/platform/db/schema';

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
