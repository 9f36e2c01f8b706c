'use server';

import { and, eq, isNull, ne } from 'drizzle-orm';
import { z } from 'zod';
import { getAgency } from '@/lib/agency';
import { m } from '@/lib/messages';
import { coerceConteudo } from '@/lib/proposals/content';
import { SAMPLE_PROPOSAL } from '@/lib/proposals/sample';
import { searchText } from '@/lib/search';
import { slugWithSuffix } from '@/lib/slug';
import {
  type TProposalForm,
  ZProposalAcceptance,
  ZProposalForm,
  ZProposalId,
  ZProposalSectionSave,
  ZProposalUpdate,
} from '@/lib/validation/proposals';
import { ActionError, publicAction, staffAction } from '@/server/action';
import { relinkTimeline, requireClient } from '@/server/clients/link';
import type { Db } from '@/server/db/client';
import { propostas } from '@/server/db/schema';
import { env } from '@/server/env';
import { sendMail } from '@/server/mail/send-mail';
import { recordEvent, staffActor } from '@/server/timeline/record';

const t = m.proposals.toasts;

/** D8: a slug typed by staff is kept; an empty one is made from the name with a random suffix. */
async function resolveSlug(db: Db, input: TProposalForm, exceptId?: string): Promise<string> {
  const slug = input.slug || slugWithSuffix(input.nome);
  const clash = await db
    .select({ id: propostas.id })
    .from(propostas)
    .where(exceptId ? and(eq(propostas.slug, slug), ne(propostas.id, exceptId)) : eq(propostas.slug, slug));
  if (clash.length) throw new ActionError(m.proposals.validation.slugEmUso);
  return slug;
}

const busca = (nome: string, cliente: string) => searchText([nome, cliente]);

/** Nova Proposta (document 000 §7 propostas insert); returns the id that opens /proposta/{id}. */
export const createProposal = staffAction(
  { name: 'createProposal', role: 'member', schema: ZProposalForm, errorMessage: t.createError, revalidate: ['/clientes'] },
  async (input, { db, user }) => {
    await requireClient(db, input.clienteId);
    const slug = await resolveSlug(db, input);
    const [row] = await db
      .insert(propostas)
      .values({ nome: input.nome, cliente: input.cliente, clienteId: input.clienteId, status: input.status, slug, conteudo: coerceConteudo(input.conteudo), busca: busca(input.nome, input.cliente), createdBy: user.id })
      .returning({ id: propostas.id, slug: propostas.slug });
    const assunto = { tipo: 'proposal' as const, id: row.id };
    await recordEvent(db, { clienteId: input.clienteId, tipo: 'proposal.created', assunto, ator: staffActor(user), dados: { nome: input.nome } });
    if (input.status === 'enviada') await recordEvent(db, { clienteId: input.clienteId, tipo: 'proposal.sent', assunto, ator: staffActor(user), visivelCliente: true });
    return row;
  },
  // The public page is cached: a link opened before the proposal existed must not keep its 404.
  { revalidate: (row) => [`/proposta/${row.slug}`] },
);

export const updateProposal = staffAction(
  { name: 'updateProposal', role: 'member', schema: ZProposalUpdate, errorMessage: t.updateError, revalidate: ['/clientes'] },
  async ({ id, ...input }, { db, user }) => {
    const [current] = await db.select({ slug: propostas.slug, status: propostas.status }).from(propostas).where(eq(propostas.id, id));
    if (!current) throw new ActionError(t.notFoundText);
    await requireClient(db, input.clienteId);
    const slug = await resolveSlug(db, input, id);
    await db
      .update(propostas)
      .set({ nome: input.nome, cliente: input.cliente, clienteId: input.clienteId, status: input.status, slug, conteudo: coerceConteudo(input.conteudo), busca: busca(input.nome, input.cliente), updatedAt: new Date() })
      .where(eq(propostas.id, id));
    await relinkTimeline(db, 'proposal', id, input.clienteId);
    // A status chosen in the form is the only "sent"/"refused" step staff have (document 000 §4).
    const change = input.status !== current.status && input.status === 'enviada' ? 'proposal.sent' : input.status !== current.status && input.status === 'recusada' ? 'proposal.refused' : null;
    if (change) await recordEvent(db, { clienteId: input.clienteId, tipo: change, assunto: { tipo: 'proposal', id }, ator: staffActor(user), visivelCliente: true });
    return { id, slug, previousSlug: current.slug };
  },
  { revalidate: (row) => [`/proposta/${row.slug}`, `/proposta/${row.previousSlug}`] },
);

export const deleteProposal = staffAction(
  { name: 'deleteProposal', role: 'member', schema: ZProposalId, errorMessage: t.deleteError, revalidate: ['/clientes'] },
  async ({ id }, { db }) => {
    const [row] = await db.delete(propostas).where(eq(propostas.id, id)).returning({ id: propostas.id, slug: propostas.slug });
    if (!row) throw new ActionError(t.notFoundText);
    return row;
  },
  { revalidate: (row) => [`/proposta/${row.slug}`] },
);

/** The one-click sample card (document 000 §2.5, §8): a full proposal for a specific client. */
export const createSampleProposal = staffAction(
  { name: 'createSampleProposal', role: 'member', schema: z.undefined().or(z.object({})), errorMessage: t.sampleErrorText, revalidate: ['/clientes'] },
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
        createdBy: user.id,
      })
      .returning({ id: propostas.id, slug: propostas.slug });
    return { ...row, cliente: SAMPLE_PROPOSAL.cliente };
  },
  { revalidate: (row) => [`/proposta/${row.slug}`] },
);

/**
 * Whether the caller may edit proposals in place. The public page is cached and the same for
 * everyone, so it asks after it is shown; the saving action checks the session again (D4).
 */
export const getProposalEditAccess = staffAction(
  { name: 'getProposalEditAccess', role: 'member', schema: z.undefined().or(z.object({})), errorMessage: t.inlineErrorText, transaction: false },
  async () => ({ canEdit: true }),
);

/**
 * In-place editing on the public page (document 000 §4): the section's fields are merged into the
 * stored conteudo, read under a row lock so that two editors never undo each other. Staff only (D4).
 */
export const saveProposalSection = staffAction(
  { name: 'saveProposalSection', role: 'member', schema: ZProposalSectionSave, errorMessage: t.inlineErrorText, revalidate: ['/clientes'] },
  async ({ id, fields }, { db }) => {
    const [row] = await db.select({ slug: propostas.slug, conteudo: propostas.conteudo }).from(propostas).where(eq(propostas.id, id)).for('update');
    if (!row) throw new ActionError(t.notFoundText);
    const conteudo = coerceConteudo({ ...coerceConteudo(row.conteudo), ...fields });
    await db.update(propostas).set({ conteudo, updatedAt: new Date() }).where(eq(propostas.id, id));
    return { slug: row.slug, conteudo };
  },
  { revalidate: (row) => [`/proposta/${row.slug}`] },
);

/** "Aceitar proposta": the prospect's name, e-mail, time and address are recorded once. */
export const acceptProposal = publicAction(
  {
    name: 'acceptProposal',
    schema: ZProposalAcceptance,
    errorMessage: m.proposals.toasts.acceptError,
    rateLimit: { limit: 10, windowMs: 60_000 },
    revalidate: ['/clientes'],
  },
  async ({ slug, nome, email }, { db, ip }) => {
    const now = new Date();
    const [row] = await db
      .update(propostas)
      .set({ status: 'aceita', aceitaEm: now, aceitaPorNome: nome, aceitaPorEmail: email, aceitaPorIp: ip, updatedAt: now })
      .where(and(eq(propostas.slug, slug), isNull(propostas.aceitaEm)))
      .returning({ id: propostas.id, slug: propostas.slug, nome: propostas.nome, cliente: propostas.cliente, clienteId: propostas.clienteId });
    if (!row) {
      const [exists] = await db.select({ id: propostas.id }).from(propostas).where(eq(propostas.slug, slug));
      throw new ActionError(exists ? t.alreadyAccepted : t.notFoundText);
    }
    await recordEvent(db, {
      clienteId: row.clienteId,
      tipo: 'proposal.accepted',
      assunto: { tipo: 'proposal', id: row.id },
      ator: { tipo: 'cliente', nome },
      dados: { email },
      visivelCliente: true,
      em: now,
    });
    return { slug: row.slug, nome: row.nome, cliente: row.cliente, aceitaEm: now.toISOString(), aceitaPorNome: nome, aceitaPorEmail: email };
  },
  {
    revalidate: (row) => [`/proposta/${row.slug}`],
    // Tell the agency at once; the acceptance stands even if the e-mail fails.
    after: (row) =>
      sendMail({
        to: getAgency().email,
        replyTo: row.aceitaPorEmail,
        subject: `Proposta aceita: ${row.nome}`,
        text: `${row.aceitaPorNome} (${row.aceitaPorEmail}) aceitou a proposta "${row.nome}" para ${row.cliente}.\n\n${env.appUrl}/proposta/${row.slug}`,
      }),
  },
);
