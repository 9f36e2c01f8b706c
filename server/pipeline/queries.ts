import 'server-only';
import type { AutomationStep } from '@/lib/settings/automacoes';
import { AUTOMACOES_SECTION, ZAutomacoes } from '@/lib/settings/automacoes';
import { assertStaff } from '@/server/auth/guard';
import { getDb } from '@/server/platform/db/client';
import { readSettings } from '@/server/settings/store';
import { doneSteps } from './on-contract-signed';
import { contractsWaitingForPix } from './pix-waiting';

/** An accepted proposal's contract, for the screens that show the proposal (D225); a domain reads it from here. */
export { proposalContracts } from './proposal-contracts';

/** The contract page's step list: which signed-contract steps already ran. */
export async function contractStepsDone(contractId: string): Promise<AutomationStep[]> {
  await assertStaff();
  return doneSteps(await getDb(), contractId);
}

/** /configuracoes/automacoes: the section as saved (defaults: every step on). */
export async function automationSettings() {
  await assertStaff();
  return readSettings(await getDb(), AUTOMACOES_SECTION, ZAutomacoes);
}

/** Whether this contract's steps wait for the agency's Pix key (its page's notice; pages never take the handle). */
export async function contractWaitingForPix(contractId: string) {
  return contractsWaitingForPix(await getDb(), contractId);
}
