import { z } from '@/lib/zod';
import { m } from '@/lib/messages';

/**
 * Settings section `acompanhamento` (D64, D65): reminders to the pending signer of a sent
 * document, the warning before its link expires, and staff (optionally client) follow-ups of sent proposals.
 * Like `cobranca`, every stored field has a default and a `.catch`.
 */
const v = m.followups.settings.validation;

export const ACOMPANHAMENTO_SECTION = 'acompanhamento';

export const ACOMPANHAMENTO_DEFAULTS = {
  lembretesAssinatura: true,
  assinaturaPrimeiroDias: 3,
  assinaturaIntervaloDias: 3,
  assinaturaMaxLembretes: 3,
  avisoExpiracao: true,
  avisoExpiracaoDias: 2,
  acompanhamentoPropostas: true,
  propostaNaoAbertaDias: 3,
  propostaSemRespostaDias: 5,
  emailClienteProposta: false,
};

const days = (message: string, min: number, max: number) =>
  z.coerce.number().int(message).min(min, message).max(max, message);

/** The form's schema (strict: the screen and its action refuse bad input). */
export const ZAcompanhamentoForm = z.object({
  lembretesAssinatura: z.boolean(),
  assinaturaPrimeiroDias: days(v.primeiro, 1, 60),
  assinaturaIntervaloDias: days(v.intervalo, 1, 60),
  assinaturaMaxLembretes: days(v.max, 1, 10),
  avisoExpiracao: z.boolean(),
  avisoExpiracaoDias: days(v.aviso, 1, 30),
  acompanhamentoPropostas: z.boolean(),
  propostaNaoAbertaDias: days(v.naoAberta, 1, 60),
  propostaSemRespostaDias: days(v.semResposta, 1, 60),
  emailClienteProposta: z.boolean(),
});
export type TAcompanhamentoForm = z.input<typeof ZAcompanhamentoForm>;

const d = ACOMPANHAMENTO_DEFAULTS;
const flag = (value: boolean) => z.boolean().catch(value).default(value);
const stored = (value: number, min: number, max: number) =>
  z.number().int().min(min).max(max).catch(value).default(value);

/** The stored section as read by jobs and screens: defaults for anything missing or unreadable. */
export const ZAcompanhamento = z.object({
  lembretesAssinatura: flag(d.lembretesAssinatura),
  assinaturaPrimeiroDias: stored(d.assinaturaPrimeiroDias, 1, 60),
  assinaturaIntervaloDias: stored(d.assinaturaIntervaloDias, 1, 60),
  assinaturaMaxLembretes: stored(d.assinaturaMaxLembretes, 1, 10),
  avisoExpiracao: flag(d.avisoExpiracao),
  avisoExpiracaoDias: stored(d.avisoExpiracaoDias, 1, 30),
  acompanhamentoPropostas: flag(d.acompanhamentoPropostas),
  propostaNaoAbertaDias: stored(d.propostaNaoAbertaDias, 1, 60),
  propostaSemRespostaDias: stored(d.propostaSemRespostaDias, 1, 60),
  emailClienteProposta: flag(d.emailClienteProposta),
});
export type TAcompanhamento = z.output<typeof ZAcompanhamento>;
