import 'server-only';
import { eq } from 'drizzle-orm';
import { AUTOMACOES_SECTION, AUTOMATION_STEPS, type AutomationStep, ZAutomacoes } from '@/lib/settings/automacoes';
import type { Actor } from '@/lib/timeline/kinds';
import { getDb, type Db } from '@/server/platform/db/client';
import { etapasExecutadas } from '@/server/platform/db/schema';
import { readSettings } from '@/server/settings/store';
import { runOnce } from './run-once';
import {
  createPlanCharges,
  createProjectCard,
  emailFirstCharge,
  loadSignedContract,
  notifyStaff,
  type SignedContract,
} from './signed-contract-steps';

/** Issue 18 item 6, in order: charges first (the e-mail and the card mirror them). */
const STEPS: Record<
  AutomationStep,
  (db: Db, contract: SignedContract, actor: Actor) => Promise<Record<string, unknown>>
> = {
  cobrancas: createPlanCharges,
  emailCobranca: emailFirstCharge,
  projeto: createProjectCard,
  avisoEquipe: notifyStaff,
};

/** The run-once key of a step (server/pipeline/run-once.ts), per contract. */
export const stepKey = (step: AutomationStep) => `contrato-assinado:${step}`;

export type StepOutcome = 'feito' | 'jaFeito' | 'desligado' | 'erro';

const SYSTEM: Actor = { tipo: 'sistema', nome: 'Contrato assinado' };

async function runStep(db: Db, contractId: string, step: AutomationStep, actor: Actor): Promise<'feito' | 'jaFeito'> {
  const result = await runOnce(db, stepKey(step), contractId, async (tx) =>
    STEPS[step](tx, await loadSignedContract(tx, contractId), actor),
  );
  return result === null ? 'jaFeito' : 'feito';
}

/**
 * After a contract's signature commits (server/signatures/signing-actions.ts): each step the settings leave on
 * runs once; a failing step is logged and left unclaimed, so that a staff member can run it from the contract.
 */
export async function onContractSigned(contractId: string, handle?: Db): Promise<Record<AutomationStep, StepOutcome>> {
  const db = handle ?? (await getDb());
  const settings = await readSettings(db, AUTOMACOES_SECTION, ZAutomacoes);
  const outcome = {} as Record<AutomationStep, StepOutcome>;
  for (const step of AUTOMATION_STEPS) {
    if (!settings[step]) {
      outcome[step] = 'desligado';
      continue;
    }
    try {
      outcome[step] = await runStep(db, contractId, step, SYSTEM);
    } catch (error) {
      outcome[step] = 'erro';
      console.error(`[pipeline] step ${step} of signed contract ${contractId} failed`, error);
    }
  }
  return outcome;
}

/**
 * "Executar etapas" / one step's button on the contract page: runs the chosen steps whatever the settings say,
 * still at most once each. The first expected failure (no e-mail, unsigned contract…) is the action's message.
 */
export async function runContractStepsByHand(
  db: Db,
  contractId: string,
  steps: AutomationStep[],
  actor: Actor,
): Promise<Record<string, StepOutcome>> {
  const outcome: Record<string, StepOutcome> = {};
  for (const step of AUTOMATION_STEPS.filter((s) => steps.includes(s)))
    outcome[step] = await runStep(db, contractId, step, actor);
  return outcome;
}

/** Which steps already ran for a contract (for the contract page's buttons). */
export async function doneSteps(db: Db, contractId: string): Promise<AutomationStep[]> {
  const rows = await db
    .select({ etapa: etapasExecutadas.etapa })
    .from(etapasExecutadas)
    .where(eq(etapasExecutadas.assuntoId, contractId));
  return AUTOMATION_STEPS.filter((step) => rows.some((r) => r.etapa === stepKey(step)));
}
