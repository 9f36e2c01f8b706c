'use server';

import { z } from 'zod';
import { m } from '@/lib/messages';
import { AUTOMACOES_SECTION, ZAutomacoes, ZAutomacoesForm } from '@/lib/settings/automacoes';
import { ZGenerateContract, ZRunContractSteps } from '@/lib/validation/pipeline';
import { staffAction } from '@/server/action';
import { templateOptions } from '@/server/contracts/queries';
import { writeSettings } from '@/server/settings/store';
import { generateContract, proposalContract } from './generate-contract';
import { runContractStepsByHand } from './on-contract-signed';

const e = m.pipeline.errors;

/** "Gerar contrato" on an accepted proposal (D54): answers the draft to open for review. */
export const generateContractFromProposal = staffAction(
  {
    name: 'generateContractFromProposal',
    role: 'member',
    schema: ZGenerateContract,
    errorMessage: e.gerarErro,
  },
  async (input, { db, actor, emit }) => {
    const { row, events } = await generateContract(db, actor, input);
    emit(events);
    return row;
  },
);

/** "Gerar contrato" asks first whether the proposal already has its contract, to open it instead. */
export const findProposalContract = staffAction(
  {
    name: 'findProposalContract',
    role: 'member',
    schema: z.object({ propostaId: z.uuid() }),
    errorMessage: e.gerarErro,
    transaction: false,
  },
  async ({ propostaId }, { db }) => proposalContract(db, propostaId),
);

/**
 * "Executar etapas" / one step's button on a signed contract (D56). No wrapping transaction: each
 * step commits on its own (run-once), so that a later step's failure keeps the earlier ones. The charges and the
 * card it made revalidate through their events; `contract.stepsRun` refreshes the contracts list's step marks.
 */
export const runContractSteps = staffAction(
  {
    name: 'runContractSteps',
    role: 'member',
    schema: ZRunContractSteps,
    errorMessage: e.etapasErro,
    transaction: false,
  },
  async ({ id, etapas }, { db, actor, emit }) => {
    const { outcome, events } = await runContractStepsByHand(db, id, etapas, actor);
    emit([...events, { type: 'contract.stepsRun', contractId: id }]);
    return outcome;
  },
);

/** /configuracoes/automacoes: which steps run by themselves when a contract is signed. */
export const saveAutomations = staffAction(
  {
    name: 'saveAutomations',
    role: 'admin',
    schema: ZAutomacoesForm,
    errorMessage: e.configErro,
  },
  async (input, { db, user, emit }) => {
    const { row, events } = await writeSettings(db, AUTOMACOES_SECTION, ZAutomacoes, input, user.id);
    emit(events);
    return row;
  },
);

/** The template choices of "Gerar contrato", loaded when its dialog opens: built-in ones, then the database's. */
export const loadTemplateChoices = staffAction(
  { name: 'loadTemplateChoices', role: 'member', schema: z.object({}), errorMessage: e.gerarErro, transaction: false },
  async () => (await templateOptions()).filter((o) => o.content !== null).map((o) => ({ id: o.id, nome: o.nome })),
);
