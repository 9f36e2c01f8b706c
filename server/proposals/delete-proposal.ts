import 'server-only';
import { eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { propostas } from '@/server/platform/db/schema';

/** "Excluir" a proposal (decision D21): its public page goes with it (the event revalidates it). */
export async function deleteProposal(db: Db, id: string): Promise<Written<{ id: string; slug: string }>> {
  const [row] = await db
    .delete(propostas)
    .where(eq(propostas.id, id))
    .returning({ id: propostas.id, slug: propostas.slug, clienteId: propostas.clienteId });
  if (!row) throw new ActionError(m.proposals.toasts.notFoundText);
  return {
    row: { id: row.id, slug: row.slug },
    events: [{ type: 'proposal.deleted', proposalId: row.id, slug: row.slug, clienteId: row.clienteId }],
  };
}
