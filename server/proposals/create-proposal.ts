import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { m } from '@/lib/messages';
import { defaultValidity } from '@/lib/proposals/acceptance';
import { coerceConteudo, type Conteudo } from '@/lib/proposals/content';
import { planTotalOf, proposalValueText } from '@/lib/proposals/value';
import type { ProposalStatus } from '@/lib/proposals/status';
import { searchText } from '@/lib/search';
import { slugWithSuffix, withRandomPart } from '@/lib/slug';
import type { Actor } from '@/lib/timeline/kinds';
import { requireClient } from '@/server/clients/link';
import type { DomainEvent, Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { propostas } from '@/server/platform/db/schema';
import { recordEvents } from '@/server/timeline/record';
import { sendProposal } from './send-proposal';

/** A proposal as the form (or a copy, the sample, a seed) gives it. */
export type ProposalInput = {
  nome: string;
  cliente: string;
  clienteId?: string | null;
  status?: ProposalStatus;
  /** Typed by staff; empty: made from the name. */
  slug?: string;
  conteudo: unknown;
  /** Last day it can be accepted (yyyy-MM-dd); empty: 30 days from today. */
  validaAte?: string | null;
  planoPagamento?: Record<string, unknown> | null;
};

/** What a seed replays of a proposal's past, beside the input. */
type SeedHistory = Partial<
  Pick<
    typeof propostas.$inferInsert,
    | 'dataCriacao'
    | 'updatedAt'
    | 'visualizacoes'
    | 'ultimaVisualizacao'
    | 'aceitaEm'
    | 'aceitaPorNome'
    | 'aceitaPorEmail'
  >
>;

export type CreatedProposal = { id: string; slug: string };

/** The `busca` column: the proposal's and the client's names, without accents or case. */
export const proposalSearchText = (nome: string, cliente: string) => searchText([nome, cliente]);

/**
 * D8, D47: an empty slug is made from the name with a random suffix; one typed by staff keeps its words and gets the
 * suffix when it lacks one (a link must not be guessable from the name). An unchanged slug stays as it is (its
 * link may have been shared). A slug another proposal uses is refused with the form's message.
 */
export async function proposalSlug(
  db: Db,
  input: { nome: string; slug?: string },
  current?: { id: string; slug: string },
): Promise<string> {
  const slug = !input.slug
    ? slugWithSuffix(input.nome)
    : input.slug === current?.slug
      ? input.slug
      : withRandomPart(input.slug);
  const clash = await db
    .select({ id: propostas.id })
    .from(propostas)
    .where(current ? and(eq(propostas.slug, slug), ne(propostas.id, current.id)) : eq(propostas.slug, slug));
  if (clash.length) throw new ActionError(m.proposals.validation.slugEmUso);
  return slug;
}

/** The value is the payment plan's total when the plan has one (lib/proposals/value.ts): never two to keep in step. */
export function withPlanValue(conteudo: Conteudo, plan: unknown): Conteudo {
  const total = planTotalOf(plan);
  return total > 0 ? { ...conteudo, valor: proposalValueText(total, conteudo.valor) } : conteudo;
}

function columns(actor: Actor, input: ProposalInput, slug: string) {
  return {
    nome: input.nome,
    cliente: input.cliente,
    clienteId: input.clienteId ?? null,
    slug,
    conteudo: withPlanValue(coerceConteudo(input.conteudo), input.planoPagamento),
    busca: proposalSearchText(input.nome, input.cliente),
    validaAte: input.validaAte || defaultValidity(),
    planoPagamento: input.planoPagamento ?? null,
    createdBy: actor.tipo === 'staff' ? actor.usuarioId : null,
  };
}

/**
 * Nova Proposta, "Duplicar proposta", the sample proposal (decision D21: the one insert of `propostas`). The
 * client chosen must exist; the row starts "pendente" with its `proposal.created` entry, and a proposal created
 * as "enviada" is then sent through the one writer of that status (send-proposal.ts).
 */
export async function createProposal(db: Db, actor: Actor, input: ProposalInput): Promise<Written<CreatedProposal>> {
  await requireClient(db, input.clienteId);
  const slug = await proposalSlug(db, input);
  const status = input.status === 'enviada' ? 'pendente' : (input.status ?? 'pendente');
  const { row, events } = await insertProposals(db, actor, [{ ...input, slug, status }]);
  if (input.status !== 'enviada') return { row: row[0], events };
  const sent = await sendProposal(db, actor, row[0].id);
  return { row: row[0], events: [...events, ...sent.events] };
}

/**
 * The bulk variant (seeds): the same slug rule, search text, validity and `proposal.created` entry for many rows,
 * with the status and history a seed gives. Client and slug are not checked first: the foreign key and the unique
 * index refuse a bad seed.
 */
export async function createProposals(
  db: Db,
  actor: Actor,
  inputs: ReadonlyArray<ProposalInput & SeedHistory>,
): Promise<Written<CreatedProposal[]>> {
  const rows = inputs.map((input) => ({
    ...input,
    slug: input.slug ? withRandomPart(input.slug) : slugWithSuffix(input.nome),
  }));
  return insertProposals(db, actor, rows);
}

async function insertProposals(
  db: Db,
  actor: Actor,
  inputs: ReadonlyArray<ProposalInput & SeedHistory & { slug: string }>,
): Promise<Written<CreatedProposal[]>> {
  if (inputs.length === 0) return { row: [], events: [] };
  // A seed's history (dates, counts, an acceptance it replays); undefined columns take their defaults.
  const values = inputs.map(({ status, slug, ...input }) => ({
    ...columns(actor, input, slug),
    status: status ?? 'pendente',
    dataCriacao: input.dataCriacao,
    updatedAt: input.updatedAt,
    visualizacoes: input.visualizacoes,
    ultimaVisualizacao: input.ultimaVisualizacao,
    aceitaEm: input.aceitaEm,
    aceitaPorNome: input.aceitaPorNome,
    aceitaPorEmail: input.aceitaPorEmail,
  }));
  const rows = await db
    .insert(propostas)
    .values(values)
    .returning({ id: propostas.id, slug: propostas.slug, clienteId: propostas.clienteId });
  await recordEvents(
    db,
    rows.map((row, i) => ({
      clienteId: row.clienteId,
      tipo: 'proposal.created',
      assunto: { tipo: 'proposal', id: row.id },
      ator: actor,
      dados: { nome: inputs[i].nome },
      em: inputs[i].dataCriacao ?? undefined,
    })),
  );
  const events: DomainEvent[] = rows.map((row) => ({
    type: 'proposal.created',
    proposalId: row.id,
    slug: row.slug,
    clienteId: row.clienteId,
  }));
  return { row: rows.map(({ id, slug }) => ({ id, slug })), events };
}
