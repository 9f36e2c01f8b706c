import 'server-only';
import { eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import { changesLockedFields, changesPlan } from '@/lib/proposals/acceptance';
import { coerceConteudo, type Conteudo } from '@/lib/proposals/content';
import { parseAmount } from '@/lib/projects/installments';
import { planTotalOf } from '@/lib/proposals/value';
import type { ProposalStatus } from '@/lib/proposals/status';
import type { Actor } from '@/lib/timeline/kinds';
import { relinkTimeline, requireClient } from '@/server/clients/link';
import type { DomainEvent, Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { propostas } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';
import { proposalSearchText, proposalSlug, type ProposalInput, withPlanValue } from './create-proposal';
import { sendProposal } from './send-proposal';
import { announceVersion, nextVersion } from './version-proposal';

const a = m.proposals.acceptance;

async function lockProposal(db: Db, id: string) {
  const [row] = await db.select().from(propostas).where(eq(propostas.id, id)).for('update');
  if (!row) throw new ActionError(m.proposals.toasts.notFoundText);
  return row;
}

/** D43: once accepted through the page, price and scope stay what was accepted (the snapshot's hash covers them). */
function assertUnlocked(current: { aceitaEm: Date | null; conteudo: unknown }, next: Partial<Conteudo>) {
  if (current.aceitaEm && changesLockedFields(coerceConteudo(current.conteudo), next)) throw new ActionError(a.locked);
}

export type UpdatedProposal = { id: string; slug: string; previousSlug: string };

/**
 * The proposal form's "Salvar" (decision D21). On an accepted proposal, price, scope and the payment plan (D43, D55) are
 * refused with their messages. The slug keeps its rule (create-proposal.ts); the timeline follows a change of
 * client; a status chosen in the form is the staff's "sent"/"refused" step (document 000 §4), "enviada" through
 * its one writer (send-proposal.ts).
 */
export async function updateProposal(
  db: Db,
  actor: Actor,
  id: string,
  input: ProposalInput & { status: ProposalStatus },
): Promise<Written<UpdatedProposal>> {
  const current = await lockProposal(db, id);
  // Accepted: the value stays what was accepted (D43); otherwise it follows the plan's total.
  const typed = coerceConteudo(input.conteudo);
  const conteudo = current.aceitaEm ? typed : withPlanValue(typed, input.planoPagamento);
  assertUnlocked(current, conteudo);
  const valor = coerceConteudo(current.conteudo).valor;
  const plans = [current, input].map((p) => ({ planoPagamento: p.planoPagamento, valor }));
  if (current.aceitaEm && changesPlan(plans[0], plans[1])) throw new ActionError(a.planLocked);
  await requireClient(db, input.clienteId);
  const slug = await proposalSlug(db, input, { id, slug: current.slug });
  const sending = input.status === 'enviada' && current.status !== 'enviada';
  const clienteId = input.clienteId ?? null;
  const validaAte = input.validaAte || current.validaAte;
  const planoPagamento = input.planoPagamento !== undefined ? input.planoPagamento : current.planoPagamento;
  // D271: a sent proposal edited in what the client reads becomes a new version, and the client is told.
  const version = nextVersion(current, { nome: input.nome, conteudo, planoPagamento, validaAte });
  await db
    .update(propostas)
    .set({
      ...version?.columns,
      nome: input.nome,
      cliente: input.cliente,
      clienteId,
      status: sending ? current.status : input.status,
      slug,
      conteudo,
      busca: proposalSearchText(input.nome, input.cliente),
      ...(input.validaAte ? { validaAte: input.validaAte } : {}),
      ...(input.planoPagamento !== undefined ? { planoPagamento: input.planoPagamento } : {}),
      updatedAt: new Date(),
    })
    .where(eq(propostas.id, id));
  await relinkTimeline(db, 'proposal', id, clienteId);
  const event = { proposalId: id, slug, previousSlug: current.slug, clienteId };
  const events: DomainEvent[] = [{ type: 'proposal.updated', ...event }];
  if (version)
    events.push(...(await announceVersion(db, actor, { id, nome: input.nome, slug, clienteId, validaAte }, version)));
  if (sending) events.push(...(await sendProposal(db, actor, id)).events);
  else if (input.status === 'recusada' && current.status !== 'recusada') {
    await recordEvent(db, {
      clienteId,
      tipo: 'proposal.refused',
      assunto: { tipo: 'proposal', id },
      ator: actor,
      visivelCliente: true,
    });
    events.push({ type: 'proposal.refused', ...event });
  }
  // The client it was linked to before also shows it no more.
  if (current.clienteId && current.clienteId !== clienteId)
    events.push({ type: 'proposal.updated', ...event, clienteId: current.clienteId });
  return { row: { id, slug, previousSlug: current.slug }, events };
}

/**
 * In-place editing on the public page (document 000 §4): the section's fields are merged into the stored
 * conteudo, read under a row lock so that two editors never undo each other; price and scope stay locked once
 * accepted.
 */
export async function saveProposalSection(
  db: Db,
  actor: Actor,
  id: string,
  fields: Partial<Conteudo>,
): Promise<Written<{ slug: string; conteudo: Conteudo }>> {
  const current = await lockProposal(db, id);
  assertUnlocked(current, fields);
  const conteudo = coerceConteudo({ ...coerceConteudo(current.conteudo), ...fields });
  // The value typed in place is the plan's total too (lib/proposals/value.ts): the two stay one.
  const total = fields.valor === undefined ? 0 : parseAmount(fields.valor);
  const plan = current.planoPagamento as Record<string, unknown> | null;
  const planoPagamento = total > 0 && planTotalOf(plan) > 0 ? { ...plan, total } : undefined;
  const version = nextVersion(current, {
    nome: current.nome,
    conteudo,
    planoPagamento: planoPagamento ?? current.planoPagamento,
    validaAte: current.validaAte,
  });
  await db
    .update(propostas)
    .set({ conteudo, ...(planoPagamento ? { planoPagamento } : {}), ...version?.columns, updatedAt: new Date() })
    .where(eq(propostas.id, id));
  const event = { proposalId: id, slug: current.slug, clienteId: current.clienteId };
  const events: DomainEvent[] = [{ type: 'proposal.updated', ...event }];
  if (version) events.push(...(await announceVersion(db, actor, current, version)));
  return { row: { slug: current.slug, conteudo }, events };
}
