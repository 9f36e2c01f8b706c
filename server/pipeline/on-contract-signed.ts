import 'server-only';
import { eq } from 'drizzle-orm';
import { AUTOMACOES_SECTION, AUTOMATION_STEPS, type AutomationStep, ZAutomacoes } from '@/lib/settings/automacoes';
import type { Actor } from '@/lib/timeline/kinds';
import { dispatch } from '@/server/events/dispatch';
import type { DomainEvent, EventOf } from '@/server/events/types';
import { getDb, type Db } from '@/server/platform/db/client';
import { contratos, etapasExecutadas } from '@/server/platform/db/schema';
import { ActionError } from '@/server/platform/action-error';
import { m } from '@/lib/messages';
import { readSettings } from '@/server/settings/store';
import { contractsWaitingForPix, markWaitingForPix, mustWaitForPix } from './pix-waiting';
import { runOnce } from './run-once';
import {
  createPlanCharges,
  createProjectCard,
  emailFirstCharge,
  loadSignedContract,
  notifyStaff,
  type SignedContract,
  type StepDone,
} from './signed-contract-steps';

/** D56, in order: charges first (the e-mail and the card mirror them). */
const STEPS: Record<AutomationStep, (db: Db, contract: SignedContract, actor: Actor) => Promise<StepDone>> = {
  cobrancas: createPlanCharges,
  emailCobranca: emailFirstCharge,
  projeto: createProjectCard,
  avisoEquipe: notifyStaff,
};

/** The run-once key of a step (server/pipeline/run-once.ts), per contract. */
export const stepKey = (step: AutomationStep) => `contrato-assinado:${step}`;

export type StepOutcome = 'feito' | 'jaFeito' | 'desligado' | 'erro' | 'aguardando';

/** The steps that make or send Pix charges: they wait for the agency's Pix key (server/pipeline/pix-waiting.ts). */
const PIX_STEPS: ReadonlySet<AutomationStep> = new Set(['cobrancas', 'emailCobranca']);

/** Whether this contract's charge steps must wait now (its plan has Pix, the agency has no key). */
async function waitsForPix(db: Db, contractId: string): Promise<boolean> {
  const [row] = await db
    .select({ plano: contratos.planoPagamento, status: contratos.status })
    .from(contratos)
    .where(eq(contratos.id, contractId));
  return !!row && row.status === 'assinado' && (await mustWaitForPix(db, row.plano));
}

const SYSTEM: Actor = { tipo: 'sistema', nome: 'Contrato assinado' };

/** One step, at most once per contract; its writers' events go to `events` once its transaction has committed. */
async function runStep(
  db: Db,
  contractId: string,
  step: AutomationStep,
  actor: Actor,
  events: DomainEvent[],
): Promise<'feito' | 'jaFeito'> {
  let written: DomainEvent[] = [];
  const result = await runOnce(db, stepKey(step), contractId, async (tx) => {
    const done = await STEPS[step](tx, await loadSignedContract(tx, contractId), actor);
    written = done.events;
    return done.result;
  });
  events.push(...written);
  return result === null ? 'jaFeito' : 'feito';
}

/**
 * After a contract's signature commits: each step the settings leave on runs once; a failing step is logged and
 * left unclaimed, so that a staff member can run it from the contract. Answers each step's outcome and the events
 * of what the steps wrote.
 */
export async function runSignedContractSteps(
  contractId: string,
  handle?: Db,
): Promise<{ outcome: Record<AutomationStep, StepOutcome>; events: DomainEvent[] }> {
  const db = handle ?? (await getDb());
  const settings = await readSettings(db, AUTOMACOES_SECTION, ZAutomacoes);
  const outcome = {} as Record<AutomationStep, StepOutcome>;
  const events: DomainEvent[] = [];
  const waiting = await waitsForPix(db, contractId);
  for (const step of AUTOMATION_STEPS) {
    if (!settings[step]) {
      outcome[step] = 'desligado';
      continue;
    }
    // No unpayable Pix charge is made or e-mailed: the step stays unclaimed and runs once the key is saved.
    if (waiting && PIX_STEPS.has(step)) {
      outcome[step] = 'aguardando';
      await markWaitingForPix(db, contractId);
      continue;
    }
    try {
      outcome[step] = await runStep(db, contractId, step, SYSTEM, events);
    } catch (error) {
      outcome[step] = 'erro';
      console.error(`[pipeline] step ${step} of signed contract ${contractId} failed`, error);
    }
  }
  return { outcome, events };
}

/**
 * The `contract.signed` follow-up 'pipeline.contratoAssinado' (server/events/effects.ts): the steps, whose events
 * the dispatcher then dispatches in its own scope (a request, or the worker's retry).
 */
export async function onContractSignedEvent(event: EventOf<'contract.signed'>): Promise<DomainEvent[]> {
  return (await runSignedContractSteps(event.contractId)).events;
}

/** The steps for one contract, their effects dispatched here: answers each step's outcome. */
export async function onContractSigned(contractId: string, handle?: Db): Promise<Record<AutomationStep, StepOutcome>> {
  const { outcome, events } = await runSignedContractSteps(contractId, handle);
  await dispatch(events, 'request');
  return outcome;
}

/**
 * "Executar etapas" / one step's button on the contract page: runs the chosen steps whatever the settings say,
 * still at most once each. The first expected failure (no e-mail, unsigned contract…) is the action's message
 * (the steps done before it keep their writes). Answers each step's outcome and the events to emit.
 */
export async function runContractStepsByHand(
  db: Db,
  contractId: string,
  steps: AutomationStep[],
  actor: Actor,
): Promise<{ outcome: Record<string, StepOutcome>; events: DomainEvent[] }> {
  const outcome: Record<string, StepOutcome> = {};
  const events: DomainEvent[] = [];
  if (steps.some((s) => PIX_STEPS.has(s)) && (await waitsForPix(db, contractId)))
    throw new ActionError(m.pipeline.errors.semChavePix);
  for (const step of AUTOMATION_STEPS.filter((s) => steps.includes(s)))
    outcome[step] = await runStep(db, contractId, step, actor, events);
  return { outcome, events };
}

/** Which steps already ran for a contract (for the contract page's buttons). */
export async function doneSteps(db: Db, contractId: string): Promise<AutomationStep[]> {
  const rows = await db
    .select({ etapa: etapasExecutadas.etapa })
    .from(etapasExecutadas)
    .where(eq(etapasExecutadas.assuntoId, contractId));
  return AUTOMATION_STEPS.filter((step) => rows.some((r) => r.etapa === stepKey(step)));
}

/**
 * The 'settings.updated' follow-up of the agency profile: once a Pix key is saved, each signed contract that
 * waited for it runs its steps (each still at most once). Answers the events of what they wrote.
 */
export async function runStepsWaitingForPix(): Promise<DomainEvent[]> {
  const db = await getDb();
  const events: DomainEvent[] = [];
  for (const contractId of await contractsWaitingForPix(db)) {
    if (await waitsForPix(db, contractId)) break;
    events.push(...(await runSignedContractSteps(contractId, db)).events);
  }
  return events;
}
