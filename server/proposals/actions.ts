'use server';

import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import { getAgency } from '@/lib/agency';
import { m } from '@/lib/messages';
import { changesLockedFields, defaultValidity } from '@/lib/proposals/acceptance';
import { coerceConteudo, type Conteudo } from '@/lib/proposals/content';
import { SAMPLE_PROPOSAL } from '@/lib/proposals/sample';
import { searchText } from '@/lib/search';
import { slugWithSuffix, withRandomPart } from '@/lib/slug';
import {
  type TProposalForm,
  ZProposalAcceptance,
  ZProposalForm,
  ZProposalId,
  ZProposalSectionSave,
  ZProposalUpdate,
} from '@/lib/validation/proposals';
import { ActionError, publicAction, staffAction } from '@/server/platform/action';
import { relinkTimeline, requireClient } from '@/server/clients/link';
import type { Db } from '@/server/platform/db/client';
import { propostas } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { sendMail } from '@/server/platform/mail/send-mail';
import { acceptProposalBySlug } from './accept';
import { recordEvent, staffActor } from '@/server/timeline/record';

const t = m.proposals.toasts;

/**
 * D8: an empty slug is made from the name with a random suffix; one typed by staff keeps its words and
 * gets the suffix when it lacks one (issue 17 item 10). An unchanged slug stays as it is (its link may
 * have been shared).
 */
async function resolveSlug(db: Db, input: TProposalForm, current?: { id: string; slug: string }): Promise<string> {
  const exceptId = current?.id;
  const slug = !input.slug
    ? slugWithSuffix(input.nome)
    : input.slug === current?.slug
      ? input.slug
      : withRandomPart(input.slug);
  const clash = await db
    .select({ id: propostas.id })
    .from(propostas)
    .where(exceptId ? and(eq(propostas.slug, slug), ne(propostas.id, exceptId)) : eq(propostas.slug, slug));
  if (clash.length) throw new ActionError(m.proposals.validation.slugEmUso);
  return slug;
}

const busca = (nome: string, cliente: string) => searchText([nome, cliente]);

/** Issue 17 item 6: once accepted through the page, price and scope stay what was accepted. */
function assertUnlocked(current: { aceitaEm: Date | null; conteudo: unknown }, next: Partial<Conteudo>) {
  if (current.aceitaEm && changesLockedFields(coerceConteudo(current.conteudo), next))
    throw new ActionError(m.proposals.acceptance.locked);
}

/** Nova Proposta (document 000 §7 propostas insert); returns the id that opens /proposta/{id}. */
export const createProposal = staffAction(
  {
    name: 'createProposal',
    role: 'member',
    schema: ZProposalForm,
    errorMessage: t.createError,
    revalidate: ['/clientes'],
  },
  async (input, { db, user }) => {
    await requireClient(db, input.clienteId);
    const slug = await resolveSlug(db, input);
    const [row] = await db
      .insert(propostas)
      .values({
        nome: input.nome,
        cliente: input.cliente,
        clienteId: input.clienteId,
        status: input.status,
        slug,
        conteudo: coerceConteudo(input.conteudo),
        busca: busca(input.nome, input.cliente),
        validaAte: input.validaAte ?? defaultValidity(),
        planoPagamento: input.planoPagamento ?? null,
        createdBy: user.id,
      })
      .returning({ id: propostas.id, slug: propostas.slug });
    const assunto = { tipo: 'proposal' as const, id: row.id };
    await recordEvent(db, {
      clienteId: input.clienteId,
      tipo: 'proposal.created',
      assunto,
      ator: staffActor(user),
      dados: { nome: input.nome },
    });
    if (input.status === 'enviada')
      await recordEvent(db, {
        clienteId: input.clienteId,
        tipo: 'proposal.sent',
        assunto,
        ator: staffActor(user),
        visivelCliente: true,
      });
    return row;
  },
  // The public page is cached: a link opened before the proposal existed must not keep its 404.
  { revalidate: (row) => [`/proposta/${row.slug}`] },
);

export const updateProposal = staffAction(
  {
    name: 'updateProposal',
    role: 'member',
    schema: ZProposalUpdate,
    errorMessage: t.updateError,
    revalidate: ['/clientes'],
  },
  async ({ id, ...input }, { db, user }) => {
    const [current] = await db
      .select({
        slug: propostas.slug,
        status: propostas.status,
        aceitaEm: propostas.aceitaEm,
        conteudo: propostas.conteudo,
      })
      .from(propostas)
      .where(eq(propostas.id, id))
      .for('update');
    if (!current) throw new ActionError(t.notFoundText);
    const conteudo = coerceConteudo(input.conteudo);
    assertUnlocked(current, conteudo);
    await requireClient(db, input.clienteId);
    const slug = await resolveSlug(db, input, { id, slug: current.slug });
    await db
      .update(propostas)
      .set({
        nome: input.nome,
        cliente: input.cliente,
        clienteId: input.clienteId,
        status: input.status,
        slug,
        conteudo,
        busca: busca(input.nome, input.cliente),
        ...(input.validaAte ? { validaAte: input.validaAte } : {}),
        ...(input.planoPagamento !== undefined ? { planoPagamento: input.planoPagamento } : {}),
        updatedAt: new Date(),
      })
      .where(eq(propostas.id, id));
    await relinkTimeline(db, 'proposal', id, input.clienteId);
    // A status chosen in the form is the only "sent"/"refused" step staff have (document 000 §4).
    const change =
      input.status !== current.status && input.status === 'enviada'
        ? 'proposal.sent'
        : input.status !== current.status && input.status === 'recusada'
          ? 'proposal.refused'
          : null;
    if (change)
      await recordEvent(db, {
        clienteId: input.clienteId,
        tipo: change,
        assunto: { tipo: 'proposal', id },
        ator: staffActor(user),
        visivelCliente: true,
      });
    return { id, slug, previousSlug: current.slug };
  },
  { revalidate: (row) => [`/proposta/${row.slug}`, `/proposta/${row.previousSlug}`] },
);

export const deleteProposal = staffAction(
  {
    name: 'deleteProposal',
    role: 'member',
    schema: ZProposalId,
    errorMessage: t.deleteError,
    revalidate: ['/clientes'],
  },
  async ({ id }, { db }) => {
    const [row] = await db
      .delete(propostas)
      .where(eq(propostas.id, id))
      .returning({ id: propostas.id, slug: propostas.slug });
    if (!row) throw new ActionError(t.notFoundText);
    return row;
  },
  { revalidate: (row) => [`/proposta/${row.slug}`] },
);

/** The one-click sample card (document 000 §2.5, §8): a full proposal for a specific client. */
export const createSampleProposal = staffAction(
  {
    name: 'createSampleProposal',
    role: 'member',
    schema: z.undefined().or(z.object({})),
    errorMessage: t.sampleErrorText,
    revalidate: ['/clientes'],
  },
  async (_input, { db, user }) => {
    const [row] = await db
      .insert(propostas)
      .values({
        nome: SAMPLE_PROPOSAL.nome,
        cliente: SAMPLE_PROPOSAL.cliente,
        status: 'pendente',
        slug: slugWithSuffix(SAMPLE_PROPOSAL.nome),
        conteudo: coerceConteudo(SAMPLE_PROPOSAL.conteudo),
        busca: busca(SAMPLE_PROPOSAL.nome, SAMPLE_PROPOSAL.cliente),
        validaAte: defaultValidity(),
        createdBy: user.id,
      })
      .returning({ id: propostas.id, slug: propostas.slug });
    return { ...row, cliente: SAMPLE_PROPOSAL.cliente };
  },
  { revalidate: (row) => [`/proposta/${row.slug}`] },
);

/**
 * "Duplicar proposta" (issue 17 item 6): a new pendente proposal with the same client and content, a new
 * slug and a fresh validity, for changing what an accepted (or expired) proposal offered.
 */
export const duplicateProposal = staffAction(
  {
    name: 'duplicateProposal',
    role: 'member',
    schema: ZProposalId,
    errorMessage: m.proposals.acceptance.duplicateError,
    revalidate: ['/clientes'],
  },
  async ({ id }, { db, user }) => {
    const [source] = await db.select().from(propostas).where(eq(propostas.id, id));
    if (!source) throw new ActionError(t.notFoundText);
    const nome = `${source.nome}${m.proposals.acceptance.copySuffix}`.slice(0, 200);
    const [row] = await db
      .insert(propostas)
      .values({
        nome,
        cliente: source.cliente,
        status: 'pendente',
        slug: slugWithSuffix(nome),
        conteudo: coerceConteudo(source.conteudo),
        busca: busca(nome, source.cliente),
        validaAte: defaultValidity(),
        createdBy: user.id,
      })
      .returning({ id: propostas.id, slug: propostas.slug });
    return row;
  },
  { revalidate: (row) => [`/proposta/${row.slug}`] },
);

/**
 * Whether the caller may edit proposals in place. The public page is cached and the same for
 * everyone, so it asks after it is shown; the saving action checks the session again (D4).
 */
export const getProposalEditAccess = staffAction(
  {
    name: 'getProposalEditAccess',
    role: 'member',
    schema: z.undefined().or(z.object({})),
    errorMessage: t.inlineErrorText,
    transaction: false,
  },
  async () => ({ canEdit: true }),
);

/**
 * In-place editing on the public page (document 000 §4): the section's fields are merged into the
 * stored conteudo, read under a row lock so that two editors never undo each other. Staff only (D4).
 */
export const saveProposalSection = staffAction(
  {
    name: 'saveProposalSection',
    role: 'member',
    schema: ZProposalSectionSave,
    errorMessage: t.inlineErrorText,
    revalidate: ['/clientes'],
  },
  async ({ id, fields }, { db }) => {
    const [row] = await db
      .select({ slug: propostas.slug, conteudo: propostas.conteudo, aceitaEm: propostas.aceitaEm })
      .from(propostas)
      .where(eq(propostas.id, id))
      .for('update');
    if (!row) throw new ActionError(t.notFoundText);
    assertUnlocked(row, fields);
    const conteudo = coerceConteudo({ ...coerceConteudo(row.conteudo), ...fields });
    await db.update(propostas).set({ conteudo, updatedAt: new Date() }).where(eq(propostas.id, id));
    return { slug: row.slug, conteudo };
  },
  { revalidate: (row) => [`/proposta/${row.slug}`] },
);

/** "Aceitar proposta": the prospect's name, e-mail, time and address, and what they accepted, recorded once. */
export const acceptProposal = publicAction(
  {
    name: 'acceptProposal',
    schema: ZProposalAcceptance,
    errorMessage: m.proposals.toasts.acceptError,
    rateLimit: { limit: 10, windowMs: 60_000 },
    revalidate: ['/clientes'],
  },
  ({ slug, nome, email }, { db, ip }) => acceptProposalBySlug(db, { slug, nome, email, ip }),
  {
    revalidate: (row) => [`/proposta/${row.slug}`],
    // Tell the agency at once; the acceptance stands even if the e-mail fails.
    after: (row) =>
      sendMail({
        to: getAgency().email,
        replyTo: row.aceitaPorEmail,
        subject: `Proposta aceita: ${row.nome}`,
        text: `${row.aceitaPorNome} (${row.aceitaPorEmail}) aceitou a proposta "${row.nome}" para ${row.cliente}.\n\n${m.proposals.acceptance.hashLabel}: ${row.aceiteHash}\n\n${env.appUrl}/proposta/${row.slug}`,
      }),
  },
);
