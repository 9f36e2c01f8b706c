import 'server-only';
import { now } from '@/lib/clock';
import type { StatementCredit } from '@/lib/statement/ofx';
import type { PlannedCredit } from '@/lib/statement/match';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { extratoCreditos, type ExtratoCredito } from '@/server/platform/db/schema';

/**
 * The one writer that stores the credits of an imported statement (D21), each once per account and FITID: a
 * credit already stored (the same file again, or an overlapping period) is skipped by the unique index, so a
 * re-import changes nothing. Each credit starts `pendente` with what the matcher found: an exact match's charge
 * in `cobrancaId` (confirmed by staff, all at once), the proposed charges of an ambiguous one in `sugestoes`.
 */
export async function recordStatementCredits(
  db: Db,
  planned: PlannedCredit<StatementCredit>[],
  arquivo: string | null,
): Promise<Written<ExtratoCredito[]>> {
  if (planned.length === 0) return { row: [], events: [] };
  const at = now();
  const rows: ExtratoCredito[] = [];
  // A statement of 5 MB holds tens of thousands of credits; one INSERT takes at most 65,535 parameters (15 a row).
  for (let i = 0; i < planned.length; i += ROWS_PER_INSERT)
    rows.push(...(await insertCredits(db, planned.slice(i, i + ROWS_PER_INSERT), arquivo, at)));
  return { row: rows, events: rows.length ? [{ type: 'statement.imported', creditIds: rows.map((r) => r.id) }] : [] };
}

const ROWS_PER_INSERT = 1_000;

function insertCredits(db: Db, planned: PlannedCredit<StatementCredit>[], arquivo: string | null, at: Date) {
  return db
    .insert(extratoCreditos)
    .values(
      planned.map(({ credit, match }) => ({
        conta: credit.conta,
        fitid: credit.fitid,
        valor: credit.valor,
        data: credit.data,
        memo: credit.memo,
        pagadorNome: credit.pagadorNome,
        pagadorDocumento: credit.pagadorDocumento,
        status: 'pendente',
        correspondencia: match.kind,
        cobrancaId: match.kind === 'exact' ? match.chargeId : null,
        sugestoes: match.kind === 'ambiguous' ? match.candidates : [],
        arquivo,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing({ target: [extratoCreditos.conta, extratoCreditos.fitid] })
    .returning();
}
