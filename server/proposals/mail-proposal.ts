import 'server-only';
import { eq } from 'drizzle-orm';
import { formatDate } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { clientes, propostas } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { queueMail } from '@/server/platform/mail/outbox';
import { sendProposal, type SentProposal } from './send-proposal';
import { greetingName } from '@/lib/clients/greeting';

const s = m.proposals.send;

/**
 * "Enviar proposta" on the proposal cards and the proposal page: the client of the registry gets the public link by
 * e-mail (recorded on the proposal, envios_email), then the proposal is sent through its one writer
 * (send-proposal.ts: status Enviada and the timeline entry, once). Sending again mails the link again without a
 * second entry. The mail is queued in the same transaction (D146): it leaves after the commit, and only then.
 */
export async function mailProposal(
  db: Db,
  actor: Actor,
  id: string,
): Promise<Written<SentProposal & { email: string }>> {
  const [row] = await db
    .select({
      nome: propostas.nome,
      slug: propostas.slug,
      validaAte: propostas.validaAte,
      clienteId: propostas.clienteId,
      clienteNome: clientes.nome,
      assinanteNome: clientes.assinanteNome,
      email: clientes.email,
    })
    .from(propostas)
    .leftJoin(clientes, eq(clientes.id, propostas.clienteId))
    .where(eq(propostas.id, id));
  if (!row) throw new ActionError(m.proposals.toasts.notFoundText);
  if (!row.clienteId) throw new ActionError(s.noClient);
  if (!row.email) throw new ActionError(s.noEmail);
  // The writer first: it refuses an accepted proposal before anything is mailed.
  const sent = await sendProposal(db, actor, id);
  const queued = await queueMail(db, {
    to: row.email,
    subject: fill(s.subject, { nome: row.nome }),
    text: fill(s.text, {
      cliente: greetingName(row.clienteNome ? { nome: row.clienteNome, assinanteNome: row.assinanteNome } : null),
      nome: row.nome,
      link: `${env.appUrl}/proposta/${row.slug}`,
      validade: formatDate(row.validaAte),
    }),
    assunto: { tipo: 'proposal', id },
    tipo: 'proposal.sent',
  });
  return { row: { ...sent.row, email: row.email }, events: [...sent.events, ...queued.events] };
}
