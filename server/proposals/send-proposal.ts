import 'server-only';
import { eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import { unchanged, type Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { propostas } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';

export type SentProposal = { id: string; slug: string; clienteId: string | null };

/**
 * A proposal goes to its client (document 000 §4, status "enviada"; decision D21: the one home of that status):
 * the status and the `proposal.sent` entry the client sees in the portal, which the follow-up automation counts
 * from (D65). Once: a proposal already sent is answered unchanged, with no second entry. An accepted proposal is not
 * sent again.
 */
export async function sendProposal(db: Db, actor: Actor, id: string): Promise<Written<SentProposal>> {
  const [row] = await db
    .select({
      id: propostas.id,
      slug: propostas.slug,
      clienteId: propostas.clienteId,
      status: propostas.status,
      aceitaEm: propostas.aceitaEm,
    })
    .from(propostas)
    .where(eq(propostas.id, id))
    .for('update');
  if (!row) throw new ActionError(m.proposals.toasts.notFoundText);
  const sent = { id: row.id, slug: row.slug, clienteId: row.clienteId };
  if (row.status === 'enviada') return unchanged(sent);
  if (row.aceitaEm || row.status === 'aceita' || row.status === 'aprovada')
    throw new ActionError(m.proposals.toasts.alreadyAccepted);
  await db.update(propostas).set({ status: 'enviada', updatedAt: new Date() }).where(eq(propostas.id, id));
  await recordEvent(db, {
    clienteId: row.clienteId,
    tipo: 'proposal.sent',
    assunto: { tipo: 'proposal', id },
    ator: actor,
    visivelCliente: true,
  });
  return { row: sent, events: [{ type: 'proposal.sent', proposalId: id, slug: row.slug, clienteId: row.clienteId }] };
}
