'use server';

import { applyValues } from '@/lib/contracts/fields';
import { m } from '@/lib/messages';
import {
  ZContractCreate,
  ZContractId,
  ZContractUpdate,
  ZTemplateForm,
  ZTemplateId,
  ZTemplateUpdate,
} from '@/lib/validation/contracts';
import { staffAction } from '@/server/action';
import { createContract as writeContract } from './create-contract';
import { createContractTemplate } from './create-contract-template';
import { deleteContract as removeContract } from './delete-contract';
import { deleteContractTemplate } from './delete-contract-template';
import { templateContent } from './from-template';
import { updateContract as rewriteContract } from './update-contract';
import { updateContractTemplate } from './update-contract-template';

const t = m.contracts.toasts;
const tt = m.contracts.templateToasts;

/** Salvar Contrato on /contrato/novo (document 001 §2.2, §7): body from the template, values typed. */
export const createContract = staffAction(
  { name: 'createContract', role: 'member', schema: ZContractCreate, errorMessage: t.createError },
  async ({ templateId, fields, ...input }, { db, actor, user, emit }) => {
    const content = await templateContent(db, templateId);
    const conteudo = { template: content.template, fields: applyValues(content.fields, fields) };
    const { row, events } = await writeContract(db, actor, { ...input, conteudo, createdBy: user.id });
    emit(events);
    return row;
  },
);

/** Salvar Contrato on /contrato/{id}/editar: same body, new values, versao + 1; refused once signed (D46). */
export const updateContract = staffAction(
  { name: 'updateContract', role: 'member', schema: ZContractUpdate, errorMessage: t.updateError },
  async (input, { db, actor, emit }) => {
    const { row, events } = await rewriteContract(db, actor, input);
    emit(events);
    return row;
  },
);

/** Excluir on /contratos, after "Confirmar Exclusão". */
export const deleteContract = staffAction(
  { name: 'deleteContract', role: 'admin', schema: ZContractId, errorMessage: t.deleteErrorText },
  async (input, { db, actor, emit }) => {
    const { row, events } = await removeContract(db, actor, input);
    emit(events);
    return row;
  },
);

/** Novo Modelo (document 001 §2.3, §5): JSON parsed by the schema, HTML sanitised before it is stored. */
export const createTemplate = staffAction(
  { name: 'createTemplate', role: 'member', schema: ZTemplateForm, errorMessage: tt.createError },
  async (input, { db, actor, emit }) => {
    const { row, events } = await createContractTemplate(db, actor, input);
    emit(events);
    return row;
  },
);

export const updateTemplate = staffAction(
  { name: 'updateTemplate', role: 'member', schema: ZTemplateUpdate, errorMessage: tt.updateError },
  async (input, { db, actor, emit }) => {
    const { row, events } = await updateContractTemplate(db, actor, input);
    emit(events);
    return row;
  },
);

/** Excluir modelo: contracts made from it keep their own copy of the text. */
export const deleteTemplate = staffAction(
  { name: 'deleteTemplate', role: 'member', schema: ZTemplateId, errorMessage: tt.deleteError },
  async (input, { db, actor, emit }) => {
    const { row, events } = await deleteContractTemplate(db, actor, input);
    emit(events);
    return row;
  },
);
