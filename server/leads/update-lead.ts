import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import { unchanged, type Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { leads, type Lead } from '@/server/platform/db/schema';

type Handled = Pick<Lead, 'id' | 'handledAt'>;

const staffId = (actor: Actor) => (actor.tipo === 'staff' ? actor.usuarioId : null);

/**
 * /contatos "Marcar como atendido" (decision D21: the state of a lead is `handledAt`/`clienteId`, written only
 * here). Once: a second call answers the stored time and changes nothing.
 */
export async function markLeadHandled(db: Db, actor: Actor, id: string): Promise<Written<Handled>> {
  const [updated] = await db
    .update(leads)
    .set({ handledAt: new Date(), handledBy: staffId(actor) })
    .where(and(eq(leads.id, id), isNull(leads.handledAt)))
    .returning({ id: leads.id, handledAt: leads.handledAt });
  if (updated) return { row: updated, events: [{ type: 'lead.updated', leadId: id }] };
  const [existing] = await db.select({ id: leads.id, handledAt: leads.handledAt }).from(leads).where(eq(leads.id, id));
  if (!existing) throw new ActionError(m.leads.notFound);
  return unchanged(existing);
}

/** The lead became (or was linked to) a client: it is linked and handled, keeping who handled it first. */
export async function markLeadConverted(
  db: Db,
  actor: Actor,
  lead: Pick<Lead, 'id' | 'handledAt' | 'handledBy'>,
  clienteId: string,
): Promise<void> {
  await db
    .update(leads)
    .set({ clienteId, handledAt: lead.handledAt ?? new Date(), handledBy: lead.handledBy ?? staffId(actor) })
    .where(eq(leads.id, lead.id));
}
