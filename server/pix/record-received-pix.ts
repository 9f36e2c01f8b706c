import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import type { ReceivedPix } from '@/lib/pix/received';
import type { DomainEvent, Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { pixRecebidos, type PixRecebido } from '@/server/platform/db/schema';

export type PixOrigin = 'webhook' | 'reconciliacao' | 'sandbox';

/**
 * `settledHere`: the caller settles the Pix in the same transaction (the notified-Pix batch, D130); its event says
 * so, and the effects table's settling follow-up leaves it out (D154).
 */
export type StoreOptions = { settledHere?: boolean };

/**
 * The one writer that stores a received Pix (D21): once per `endToEndId`, whoever reports it first (the webhook
 * after re-reading it from the PSP, the reconciliation job, the sandbox). A second report of the same Pix, at
 * once or a day later, finds the row and changes nothing (`created: false`, no event), so three copies of one
 * notification settle one charge once. The Pix starts `pendente`: matching it to its charge is
 * match-received-pix.ts, in the same transaction as the charge's own writer.
 */
export async function recordReceivedPix(
  db: Db,
  pix: ReceivedPix,
  raw: unknown,
  origem: PixOrigin,
  options: StoreOptions = {},
): Promise<Written<PixRecebido> & { created: boolean }> {
  const { created, events } = await recordReceivedPixes(db, [{ pix, raw }], origem, options);
  if (created.length > 0) return { row: created[0], created: true, events };
  const [existing] = await db.select().from(pixRecebidos).where(eq(pixRecebidos.endToEndId, pix.endToEndId));
  return { row: existing, created: false, events: [] };
}

/**
 * The batch form (D130): many Pix in one INSERT, each stored once by its end-to-end id as above. Answers the rows
 * this call created (with their `pix.received` events); the others were stored before.
 */
export async function recordReceivedPixes(
  db: Db,
  list: ReadonlyArray<{ pix: ReceivedPix; raw: unknown }>,
  origem: PixOrigin,
  options: StoreOptions = {},
): Promise<{ created: PixRecebido[]; events: Array<Extract<DomainEvent, { type: 'pix.received' }>> }> {
  if (list.length === 0) return { created: [], events: [] };
  const at = now();
  const created = await db
    .insert(pixRecebidos)
    .values(
      list.map(({ pix, raw }) => ({
        endToEndId: pix.endToEndId,
        txid: pix.txid,
        valor: pix.valor,
        componentes: pix.componentesValor,
        pagadorNome: pix.pagador?.nome ?? null,
        pagadorDocumento: pix.pagador?.documento ?? null,
        infoPagador: pix.infoPagador,
        horario: pix.horario,
        origem,
        dados: raw ?? {},
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing({ target: pixRecebidos.endToEndId })
    .returning();
  const events = created.map((row) => ({
    type: 'pix.received' as const,
    pixId: row.id,
    endToEndId: row.endToEndId,
    txid: row.txid,
    ...(options.settledHere ? { settledHere: true } : {}),
  }));
  return { created, events };
}
