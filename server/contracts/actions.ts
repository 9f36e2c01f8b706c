'use server';

import { eq, sql } from 'drizzle-orm';
import { safeContractContent, sanitizeTemplateJson } from '@/lib/contracts/content';
import { applyValues } from '@/lib/contracts/fields';
import { m } from '@/lib/messages';
import { searchText } from '@/lib/search';
import {
  type TContractForm,
  ZContractCreate,
  ZContractId,
  ZContractUpdate,
  ZTemplateForm,
  ZTemplateId,
  ZTemplateUpdate,
} from '@/lib/validation/contracts';
import { ActionError, staffAction } from '@/server/platform/action';
import { relinkTimeline, requireClient } from '@/server/clients/link';
import { recordEvent, staffActor } from '@/server/timeline/record';
import type { Db } from '@/server/platform/db/client';
import { contratoModelos, contratos, propostas } from '@/server/platform/db/schema';
import { contractSlug, templateContent } from './from-template';
import { contractPaths } from './signing';

const t = m.contracts.toasts;
const v = m.contracts.validation;
const tt = m.contracts.templateToasts;

async function checkProposal(db: Db, propostaId: string | null) {
  if (!propostaId) return;
  const [row] = await db.select({ id: propostas.id }).from(propostas).where(eq(propostas.id, propostaId));
  if (!row) throw new ActionError(v.proposta);
}

function columns(input: TContractForm) {
  return {
    nome: input.nome,
    cliente: input.cliente,
    clienteId: input.clienteId,
    descricao: input.descricao,
    status: input.status,
    propostaId: input.propostaId,
    ...(input.planoPagamento !== undefined ? { planoPagamento: input.planoPagamento } : {}),
    busca: searchText([input.nome, input.cliente]),
  };
}

/** Salvar Contrato on /contrato/novo (document 001 §2.2, §7): body from the template, values typed. */
export const createContract = staffAction(
  {
    name: 'createContract',
    role: 'member',
    schema: ZContractCreate,
    errorMessage: t.createError,
    revalidate: ['/contratos'],
  },
  async ({ templateId, fields, ...input }, { db, user }) => {
    await checkProposal(db, input.propostaId);
    await requireClient(db, input.clienteId);
    const content = await templateContent(db, templateId);
    const conteudo = { template: content.template, fields: applyValues(content.fields, fields) };
    const [row] = await db
      .insert(contratos)
      .values({ ...columns({ ...input, fields }), conteudo, slug: contractSlug(input.nome), createdBy: user.id })
      .returning({ id: contratos.id, slug: contratos.slug });
    await recordEvent(db, {
      clienteId: input.clienteId,
      tipo: 'contract.created',
      assunto: { tipo: 'contract', id: row.id },
      ator: staffActor(user),
      dados: { nome: input.nome },
    });
    return row;
  },
);

/** Salvar Contrato on /contrato/{id}/editar: same body, new values, versao + 1, updated_at; refused once signed. */
export const updateContract = staffAction(
  {
    name: 'updateContract',
    role: 'member',
    schema: ZContractUpdate,
    errorMessage: t.updateError,
    revalidate: ['/contratos'],
  },
  async ({ id, fields, ...input }, { db, user }) => {
    const [current] = await db
      .select({ conteudo: contratos.conteudo, assinadoEm: contratos.assinadoEm, status: contratos.status })
      .from(contratos)
      .where(eq(contratos.id, id))
      .for('update');
    if (!current) throw new ActionError(v.missingId);
    // Issue 17 item 9: the text under "Assinado · data" is what was signed; it never changes afterwards.
    if (current.assinadoEm) throw new ActionError(m.contracts.signedLock.error);
    await checkProposal(db, input.propostaId);
    await requireClient(db, input.clienteId);
    const content = safeContractContent(current.conteudo);
    const [row] = await db
      .update(contratos)
      .set({
        ...columns({ ...input, fields }),
        conteudo: { template: content.template, fields: applyValues(content.fields, fields) },
        versao: sql`${contratos.versao} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(contratos.id, id))
      .returning({ id: contratos.id, slug: contratos.slug, versao: contratos.versao });
    await relinkTimeline(db, 'contract', id, input.clienteId);
    // The form's free status (document 001 §4) is how staff record a contract sent or signed outside the app.
    const change =
      input.status === current.status
        ? null
        : input.status === 'enviado'
          ? 'contract.sent'
          : input.status === 'assinado'
            ? 'contract.signed'
            : null;
    if (change)
      await recordEvent(db, {
        clienteId: input.clienteId,
        tipo: change,
        assunto: { tipo: 'contract', id },
        ator: staffActor(user),
        visivelCliente: change === 'contract.signed',
      });
    return row;
  },
  { revalidate: (row) => contractPaths(row) },
);

/** Excluir on /contratos, after "Confirmar Exclusão". */
export const deleteContract = staffAction(
  {
    name: 'deleteContract',
    role: 'admin',
    schema: ZContractId,
    errorMessage: t.deleteErrorText,
    revalidate: ['/contratos'],
  },
  async ({ id }, { db }) => {
    const [row] = await db
      .delete(contratos)
      .where(eq(contratos.id, id))
      .returning({ id: contratos.id, slug: contratos.slug });
    if (!row) throw new ActionError(t.deleteErrorText);
    return row;
  },
  { revalidate: (row) => contractPaths(row) },
);

const TEMPLATE_PATHS = ['/contratos/modelos', '/contrato/novo'];

/** Novo Modelo (document 001 §2.3, §5): JSON parsed by the schema, HTML sanitised before it is stored. */
export const createTemplate = staffAction(
  {
    name: 'createTemplate',
    role: 'member',
    schema: ZTemplateForm,
    errorMessage: tt.createError,
    revalidate: TEMPLATE_PATHS,
  },
  async ({ nome, descricao, conteudo }, { db, user }) => {
    const [row] = await db
      .insert(contratoModelos)
      .values({
        nome,
        descricao,
        conteudo: sanitizeTemplateJson(conteudo),
        busca: searchText([nome, descricao]),
        createdBy: user.id,
      })
      .returning({ id: contratoModelos.id });
    return row;
  },
);

export const updateTemplate = staffAction(
  {
    name: 'updateTemplate',
    role: 'member',
    schema: ZTemplateUpdate,
    errorMessage: tt.updateError,
    revalidate: TEMPLATE_PATHS,
  },
  async ({ id, nome, descricao, conteudo }, { db }) => {
    const [row] = await db
      .update(contratoModelos)
      .set({
        nome,
        descricao,
        conteudo: sanitizeTemplateJson(conteudo),
        busca: searchText([nome, descricao]),
        updatedAt: new Date(),
      })
      .where(eq(contratoModelos.id, id))
      .returning({ id: contratoModelos.id });
    if (!row) throw new ActionError(tt.updateError);
    return row;
  },
);

/** Excluir modelo: contracts made from it keep their own copy of the text. */
export const deleteTemplate = staffAction(
  {
    name: 'deleteTemplate',
    role: 'member',
    schema: ZTemplateId,
    errorMessage: tt.deleteError,
    revalidate: TEMPLATE_PATHS,
  },
  async ({ id }, { db }) => {
    const [row] = await db
      .delete(contratoModelos)
      .where(eq(contratoModelos.id, id))
      .returning({ id: contratoModelos.id });
    if (!row) throw new ActionError(tt.deleteError);
    return row;
  },
);
