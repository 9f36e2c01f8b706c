import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
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
  _actor: Actor,
  input: { pixId: string; chargeId: string; status: 'conciliado' | 'divergente' },
): Promise<Written<PixRecebido>> {
  const pix = await lockPix(db, input.pixId);
  if (pix.cobrancaId === input.chargeId && pix.status === input.status) return { row: pix, events: [] };
  if (!OPEN.has(pix.status)) throw new ActionError(t.pixDecided);
  const [charge] = await db
    .select({ clienteId: cobrancas.clienteId })
    .from(cobrancas)
    .where(eq(cobrancas.id, input.chargeId));
  const [row] = await db
    .update(pixRecebidos)
    .set({ cobrancaId: input.chargeId, status: input.status, updatedAt: now() })
    .where(eq(pixRecebidos.id, pix.id))
    .returning();
  const event = {
    type: 'pix.updated' as const,
    pixId: row.id,
    endToEndId: row.endToEndId,
    chargeId: input.chargeId,
    clienteId: charge?.clienteId ?? null,
  };
  return { row, events: [event] };
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
