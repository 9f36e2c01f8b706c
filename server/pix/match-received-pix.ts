import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { caseById } from '@/server/platform/db/rows';
import { cobrancas, pixRecebidos, type PixRecebido } from '@/server/platform/db/schema';

const t = m.pix.writers;

/** Where a received Pix can go from where (D21): staff decide `pendente` and `divergente` ones. */
const OPEN = new Set(['pendente', 'divergente']);

async function lockPix(db: Db, pixId: string): Promise<PixRecebido> {
  const [pix] = await db.select().from(pixRecebidos).where(eq(pixRecebidos.id, pixId)).for('update');
  if (!pix) throw new ActionError(t.pixNotFound);
  return pix;
}

/**
 * Links a received Pix to the charge it pays: `conciliado` when it settles the charge (call it in the same
 * transaction as the charge's "paid" writer), `divergente` when it is the charge's Pix but not the amount due (the
 * charge stays open; staff decide). Linking again to the same charge with the same status changes nothing.
 */
export async function matchReceivedPix(
  db: Db,
  actor: Actor,
  input: { pixId: string; chargeId: string; status: 'conciliado' | 'divergente' },
): Promise<Written<PixRecebido>> {
  const pix = await lockPix(db, input.pixId);
  if (pix.cobrancaId === input.chargeId && pix.status === input.status) return { row: pix, events: [] };
  if (!OPEN.has(pix.status)) throw new ActionError(t.pixDecided);
  const [charge] = await db
    .select({ clienteId: cobrancas.clienteId })
    .from(cobrancas)
    .where(eq(cobrancas.id, input.chargeId));
  const [written] = await matchReceivedPixes(db, actor, [{ ...input, clienteId: charge?.clienteId ?? null }]);
  if (!written.row) throw new ActionError(t.pixDecided);
  return { row: written.row, events: written.events };
}

/** One link of a batch: the Pix (locked by the caller, still open), its charge and that charge's client. */
export type PixMatch = {
  pixId: string;
  chargeId: string;
  clienteId: string | null;
  status: 'conciliado' | 'divergente';
};

/**
 * The batch form (D130): the notified-Pix worker links many Pix, already locked and read as open in its
 * transaction, in one UPDATE. A Pix decided meanwhile does not move (the condition on its status) and answers no
 * event. The answer follows the input's order.
 */
export async function matchReceivedPixes(
  db: Db,
  _actor: Actor,
  list: readonly PixMatch[],
): Promise<Array<Written<PixRecebido | null>>> {
  if (list.length === 0) return [];
  const rows = await db
    .update(pixRecebidos)
    .set({
      cobrancaId: caseById(
        pixRecebidos.id,
        list.map((item) => [item.pixId, item.chargeId] as const),
        'uuid',
      ),
      status: caseById(
        pixRecebidos.id,
        list.map((item) => [item.pixId, item.status] as const),
        'text',
      ),
      updatedAt: now(),
    })
    .where(
      and(
        inArray(
          pixRecebidos.id,
          list.map((item) => item.pixId),
        ),
        inArray(pixRecebidos.status, [...OPEN]),
      ),
    )
    .returning();
  const moved = new Map(rows.map((row) => [row.id, row]));
  return list.map((item) => {
    const row = moved.get(item.pixId);
    if (!row) return { row: null, events: [] };
    const event = {
      type: 'pix.updated' as const,
      pixId: row.id,
      endToEndId: row.endToEndId,
      chargeId: item.chargeId,
      clienteId: item.clienteId,
    };
    return { row, events: [event] };
  });
}

/** Staff set a received Pix aside (a transfer that pays no charge). */
export async function ignoreReceivedPix(db: Db, _actor: Actor, pixId: string): Promise<Written<PixRecebido>> {
  const pix = await lockPix(db, pixId);
  if (pix.status === 'ignorado') return { row: pix, events: [] };
  if (!OPEN.has(pix.status)) throw new ActionError(t.pixDecided);
  const [row] = await db
    .update(pixRecebidos)
    .set({ status: 'ignorado', updatedAt: now() })
    .where(eq(pixRecebidos.id, pix.id))
    .returning();
  return {
    row,
    events: [{ type: 'pix.updated', pixId: row.id, endToEndId: row.endToEndId, chargeId: row.cobrancaId }],
  };
}
