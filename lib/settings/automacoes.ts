import { z } from '@/lib/zod';

/**
 * Settings section `automacoes` (D56): which automatic steps run when a contract is signed. Each is
 * on by default; when one is off, the contract page offers it as a button ("Executar etapas").
 */
export const AUTOMATION_STEPS = ['cobrancas', 'emailCobranca', 'projeto', 'avisoEquipe'] as const;
export type AutomationStep = (typeof AUTOMATION_STEPS)[number];

const on = z.boolean().catch(true).default(true);

export const ZAutomacoes = z.object({
  cobrancas: on,
  emailCobranca: on,
  projeto: on,
  avisoEquipe: on,
});
export type TAutomacoes = z.output<typeof ZAutomacoes>;

export const AUTOMACOES_SECTION = 'automacoes';

/** The settings form: the same four switches, strictly booleans. */
export const ZAutomacoesForm = z.object({
  cobrancas: z.boolean(),
  emailCobranca: z.boolean(),
  projeto: z.boolean(),
  avisoEquipe: z.boolean(),
});
