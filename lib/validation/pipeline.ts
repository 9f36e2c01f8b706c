import { z } from '@/lib/zod';
import { PAYMENT_METHODS } from '@/lib/charges/rules';
import { m } from '@/lib/messages';
import {
  DUE_RULES,
  INSTALMENT_KINDS,
  MAX_PLAN_INSTALMENTS,
  type PaymentPlan,
  planProblem,
} from '@/lib/pipeline/payment-plan';
import { isDay } from '@/lib/projects/dates';
import { AUTOMATION_STEPS } from '@/lib/settings/automacoes';

const e = m.pipeline.errors;
const p = m.pipeline.plan.problems;

/** "Gerar contrato": the accepted proposal and the chosen template (built-in id or a template's uuid). */
export const ZGenerateContract = z.object({
  propostaId: z.uuid(e.propostaNaoEncontrada),
  templateId: z.string().trim().min(1, e.modelo).max(100, e.modelo),
});

/** "Executar etapas" on a signed contract: the steps to run by hand. */
export const ZRunContractSteps = z.object({
  id: z.uuid(e.contratoNaoEncontrado),
  etapas: z.array(z.enum(AUTOMATION_STEPS, e.etapas)).min(1, e.etapas).max(AUTOMATION_STEPS.length, e.etapas),
});

/**
 * The plan editor's value (proposal and contract forms), strict where the stored schema coerces: money in
 * centavos, and the plan must add up to its total (lib/pipeline/payment-plan.ts planProblem).
 */
export const ZPaymentPlanForm = z
  .object({
    total: z.number().int().min(1, p.semTotal).max(100_000_000_00, p.semTotal),
    parcelas: z
      .array(
        z.object({
          tipo: z.enum(INSTALMENT_KINDS),
          percentual: z.number().finite().min(0).max(100),
          valor: z.number().int().min(0).max(100_000_000_00),
          vencimento: z.enum(DUE_RULES),
          dias: z.number().int().min(0).max(3650),
          data: z
            .string()
            .nullable()
            .refine((d) => d === null || d === '' || isDay(d), p.data)
            .transform((d) => (d ? d : null)),
          forma: z.enum(PAYMENT_METHODS),
        }),
      )
      .min(1, p.vazio)
      .max(MAX_PLAN_INSTALMENTS, p.vazio),
  })
  .superRefine((plan, ctx) => {
    const problem = planProblem(plan as PaymentPlan);
    if (problem) ctx.addIssue({ code: 'custom', path: ['parcelas'], message: p[problem] });
  });
export type TPaymentPlanForm = z.input<typeof ZPaymentPlanForm>;
