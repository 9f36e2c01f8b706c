import { z } from '@/lib/zod';
import { MAX_FINE_PERCENT } from '@/lib/charges/late-fees';
import { m } from '@/lib/messages';

/**
 * Settings section `cobranca` (D61, D62, D63, D66): the régua de cobrança, fine and interest, automatic
 * overdue marking, recurring charges and the agency's notice of a Pix received (D162). Every field has a default and a `.catch`, so a stored value that no
 * longer parses reads as the default instead of breaking a screen or a job.
 */
const v = m.automation.settings.validation;
const d = m.automation.defaults;

export const DEFAULT_STEP_DAYS = [-3, 0, 1, 7, 15] as const;

const defaultStep = (dias: number) => {
  const texts = d.steps[String(dias) as keyof typeof d.steps] ?? { assunto: d.genericAssunto, texto: d.genericTexto };
  return { dias, ativo: true, assunto: texts.assunto, texto: texts.texto };
};

export const ZReminderStep = z.object({
  dias: z.coerce.number().int(v.dias).min(-60, v.dias).max(120, v.dias),
  ativo: z.boolean(),
  assunto: z.string().trim().min(1, v.assunto).max(200, v.assunto),
  texto: z.string().trim().min(1, v.texto).max(5000, v.texto),
});
export type TReminderStep = z.output<typeof ZReminderStep>;

/** The form's schema (strict: the screen and its action refuse bad input). */
export const ZCobrancaSettingsForm = z.object({
  reguaAtiva: z.boolean(),
  vencimentoAutomatico: z.boolean(),
  etapas: z
    .array(ZReminderStep)
    .max(12)
    .refine((steps) => new Set(steps.map((s) => s.dias)).size === steps.length, v.duplicate),
  multaPercentual: z.coerce.number().min(0, v.multa).max(MAX_FINE_PERCENT, v.multa),
  jurosMensalPercentual: z.coerce.number().min(0, v.juros).max(10, v.juros),
  recorrenciaAtiva: z.boolean(),
  antecedenciaDias: z.coerce.number().int(v.antecedencia).min(0, v.antecedencia).max(60, v.antecedencia),
  avisoPixRecebido: z.boolean(),
});
export type TCobrancaSettingsForm = z.input<typeof ZCobrancaSettingsForm>;

export const COBRANCA_DEFAULTS = {
  reguaAtiva: true,
  vencimentoAutomatico: true,
  etapas: DEFAULT_STEP_DAYS.map(defaultStep),
  multaPercentual: 2,
  jurosMensalPercentual: 1,
  recorrenciaAtiva: true,
  antecedenciaDias: 10,
  avisoPixRecebido: true,
};

/** The stored section as read by jobs and screens: defaults for anything missing or unreadable. */
export const ZCobrancaSettings = z.object({
  reguaAtiva: z.boolean().catch(COBRANCA_DEFAULTS.reguaAtiva).default(COBRANCA_DEFAULTS.reguaAtiva),
  vencimentoAutomatico: z.boolean().catch(true).default(true),
  etapas: z
    .array(ZReminderStep)
    .catch(COBRANCA_DEFAULTS.etapas)
    .default(COBRANCA_DEFAULTS.etapas)
    .transform((steps) => [...steps].sort((a, b) => a.dias - b.dias)),
  multaPercentual: z.number().min(0).max(MAX_FINE_PERCENT).catch(2).default(2),
  jurosMensalPercentual: z.number().min(0).max(10).catch(1).default(1),
  recorrenciaAtiva: z.boolean().catch(true).default(true),
  antecedenciaDias: z.number().int().min(0).max(60).catch(10).default(10),
  // D162: the agency's e-mail when a Pix settles a charge; on unless the owner turns it off.
  avisoPixRecebido: z.boolean().catch(true).default(true),
});
export type TCobrancaSettings = z.output<typeof ZCobrancaSettings>;

export const COBRANCA_SECTION = 'cobranca';
