import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { extratoCreditos, type ExtratoCredito } from '@/server/platform/db/schema';

const t = m.pix.writers;

async function lockCredit(db: Db, creditId: string): Promise<ExtratoCredito> {
  const [credit] = await db.select().from(extratoCreditos).where(eq(extratoCreditos.id, creditId)).for('update');
  if (!credit) throw new ActionError(t.creditNotFound);
  return credit;
}

/**
 * Staff decide a statement credit (D21): it pays a charge (`conciliado`; call it in the same transaction as the
 * charge's "paid" writer) or it pays none (`ignorado`). A decided credit stays decided; deciding it the same way
 * again changes nothing.
 */
export async function reconcileStatementCredit(
  db: Db,
  actor: Actor,
  input: { creditId: string; chargeId: string },
): Promise<Written<ExtratoCredito>> {
  const credit = await lockCredit(db, input.creditId);
  if (credit.status === 'conciliado' && credit.cobrancaId === input.chargeId) return { row: credit, events: [] };
  if (credit.status !== 'pendente') throw new ActionError(t.creditDecided);
  const at = now();
  const [row] = await db
    .update(extratoCreditos)
    .set({
      status: 'conciliado',
      cobrancaId: input.chargeId,
      conciliadoPor: actor.tipo === 'staff' ? actor.usuarioId : null,
      conciliadoEm: at,
      updatedAt: at,
    })
    .where(eq(extratoCreditos.id, credit.id))
    .returning();
  return { row, events: [{ type: 'statement.updated', creditIds: [row.id], chargeId: input.chargeId }] };
}

export async function ignoreStatementCredit(db: Db, actor: Actor, creditId: string): Promise<Written<ExtratoCredito>> {
  const credit = await lockCredit(db, creditId);
  if (credit.status === 'ignorado') return { row: credit, events: [] };
  if (credit.status !== 'pendente') throw new ActionError(t.creditDecided);
  const at = now();
  const [row] = await db
    .update(extratoCreditos)
    .set({
      status: 'ignorado',
      conciliadoPor: actor.tipo === 'staff' ? actor.usuarioId : null,
      conciliadoEm: at,
      updatedAt: at,
    })
    .where(eq(extratoCreditos.id, credit.id))
    .returning();
  return { row, events: [{ type: 'statement.updated', creditIds: [row.id] }] };
}
