'use server';

import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { m } from '@/lib/messages';
import { SAMPLE_PROPOSAL } from '@/lib/proposals/sample';
import {
  ZProposalAcceptance,
  ZProposalForm,
  ZProposalId,
  ZProposalSectionSave,
  ZProposalUpdate,
} from '@/lib/validation/proposals';
import { ActionError, publicAction, staffAction } from '@/server/action';
import { propostas } from '@/server/platform/db/schema';
import * as accept from './accept-proposal';
import * as create from './create-proposal';
import { mailProposal } from './mail-proposal';
import * as remove from './delete-proposal';
import * as update from './update-proposal';

const t = m.proposals.toasts;

/** Nova Proposta (document 000 §7 propostas insert); returns the id that opens /proposta/{id}. */
export const createProposal = staffAction(
  { name: 'createProposal', role: 'member', schema: ZProposalForm, errorMessage: t.createError },
  async (input, { db, actor, emit }) => {
    const { row, events } = await create.createProposal(db, actor, input);
    emit(events);
    return row;
  },
);

export const updateProposal = staffAction(
  { name: 'updateProposal', role: 'member', schema: ZProposalUpdate, errorMessage: t.updateError },
  async ({ id, ...input }, { db, actor, emit }) => {
    const { row, events } = await update.updateProposal(db, actor, id, input);
    emit(events);
    return row;
  },
);

export const deleteProposal = staffAction(
  { name: 'deleteProposal', role: 'member', schema: ZProposalId, errorMessage: t.deleteError },
  async ({ id }, { db, emit }) => {
    const { row, events } = await remove.deleteProposal(db, id);
    emit(events);
    return row;
  },
);

/** "Enviar proposta" (cards and the proposal page): the client gets the public link; the status becomes Enviada. */
export const sendProposalToClient = staffAction(
  { name: 'sendProposalToClient', role: 'member', schema: ZProposalId, errorMessage: m.proposals.send.error },
  async ({ id }, { db, actor, emit }) => {
    const { row, events } = await mailProposal(db, actor, id);
    emit(events);
    return row;
  },
);

/** The one-click sample card (document 000 §2.5, §8): a full proposal for a specific client. */
export const createSampleProposal = staffAction(
  {
    name: 'createSampleProposal',
    role: 'member',
    schema: z.undefined().or(z.object({})),
    errorMessage: t.sampleErrorText,
  },
  async (_input, { db, actor, emit }) => {
    const { nome, cliente, conteudo } = SAMPLE_PROPOSAL;
    const { row, events } = await create.createProposal(db, actor, { nome, cliente, conteudo, status: 'pendente' });
    emit(events);
    return { ...row, cliente };
  },
);

/**
 * "Duplicar proposta": a new pendente proposal with the same client, content and plan, a new slug and a fresh
 * validity, for changing what an accepted (or expired) proposal offered.
 */
export const duplicateProposal = staffAction(
  {
    name: 'duplicateProposal',
    role: 'member',
    schema: ZProposalId,
    errorMessage: m.proposals.acceptance.duplicateError,
  },
  async ({ id }, { db, actor, emit }) => {
    const [source] = await db.select().from(propostas).where(eq(propostas.id, id));
    if (!source) throw new ActionError(t.notFoundText);
    const { row, events } = await create.createProposal(db, actor, {
      nome: `${source.nome}${m.proposals.acceptance.copySuffix}`.slice(0, 200),
      cliente: source.cliente,
      clienteId: source.clienteId,
      status: 'pendente',
      conteudo: source.conteudo,
      planoPagamento: source.planoPagamento,
    });
    emit(events);
    return row;
  },
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

/** In-place editing on the public page (document 000 §4). Staff only (D4). */
export const saveProposalSection = staffAction(
  { name: 'saveProposalSection', role: 'member', schema: ZProposalSectionSave, errorMessage: t.inlineErrorText },
  async ({ id, fields }, { db, actor, emit }) => {
    const { row, events } = await update.saveProposalSection(db, actor, id, fields);
    emit(events);
    return row;
  },
);

/** "Aceitar proposta": the prospect's name, e-mail, time and address, and what they accepted, recorded once. */
export const acceptProposal = publicAction(
  {
    name: 'acceptProposal',
    schema: ZProposalAcceptance,
    errorMessage: m.proposals.toasts.acceptError,
    rateLimit: { limit: 10, windowMs: 60_000 },
  },
  async ({ slug, nome, email, versao }, { db, ip, emit }) => {
    const { row, events } = await accept.acceptProposal(db, { slug, nome, email, ip, versao });
    emit(events);
    return row;
  },
);
