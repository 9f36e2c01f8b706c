import 'server-only';
import { and, eq, type SQL } from 'drizzle-orm';
import { now } from '@/lib/clock';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, type Cobranca } from '@/server/platform/db/schema';
import { chargeRef } from './charge-event';

export type CobvColumns = Partial<
  Pick<Cobranca, 'pixTxid' | 'pixCopiaECola' | 'pixLocation' | 'pixRevisao' | 'pixStatus' | 'pixErro'>
>;

/**
 * The charge's cobv columns after an automatic step talked to the PSP (D99: the registration job). Not a status of
 * the charge; `onlyIf` keeps a step from overwriting what another path wrote meanwhile (the PSP status it expects).
 */
export async function setChargeCobv(
  db: Db,
  id: string,
  columns: CobvColumns,
  onlyIf?: { pixStatus: string },
): Promise<Written<Cobranca | null>> {
  const where: SQL | undefined = onlyIf
    ? and(eq(cobrancas.id, id), eq(cobrancas.pixStatus, onlyIf.pixStatus))
    : eq(cobrancas.id, id);
  const [row] = await db
    .update(cobrancas)
    .set({ ...columns, updatedAt: now() })
    .where(where)
    .returning();
  if (!row) return { row: null, events: [] };
  return { row, events: [{ type: 'charge.updated', ...chargeRef(row) }] };
}
