import { addDays, format, parseISO } from 'date-fns';
import { z } from '@/lib/zod';
import { PAYMENT_METHODS, paymentMethodLabel } from '@/lib/charges/rules';
import { formatDate, formatMoney } from '@/lib/format';
import { isDay } from '@/lib/projects/dates';

/**
 * A payment plan per proposal and contract (D55), stored as jsonb `plano_pagamento`. Money in
 * centavos (D5); every day a São Paulo calendar day (D6) as yyyy-MM-dd.
 * - `tipo` percentual: `percentual` % of the plan's total; valor: a fixed `valor`.
 * - `vencimento` assinatura: signature day + `dias`; data: on `data`; entrega: on delivery, expected `dias`
 *   after the signature (the charge is made at signature with that expected day; staff move it if delivery moves).
 */
export const DUE_RULES = ['assinatura', 'data', 'entrega'] as const;
export type DueRule = (typeof DUE_RULES)[number];
export const INSTALMENT_KINDS = ['percentual', 'valor'] as const;
export const MAX_PLAN_INSTALMENTS = 24;
/** Expected delivery when a plan says nothing else: 30 days after the signature. */
export const DEFAULT_DELIVERY_DAYS = 30;

const ZStoredInstalment = z.object({
  tipo: z.enum(INSTALMENT_KINDS).catch('percentual'),
  percentual: z.coerce.number().finite().min(0).max(100).catch(0),
  valor: z.coerce.number().int().min(0).catch(0),
  vencimento: z.enum(DUE_RULES).catch('assinatura'),
  dias: z.coerce.number().int().min(0).max(3650).catch(0),
  data: z
    .string()
    .nullable()
    .catch(null)
    .transform((d) => (d && isDay(d) ? d : null)),
  forma: z.enum(PAYMENT_METHODS).catch('pix'),
});
export type PlanInstalment = z.output<typeof ZStoredInstalment>;

export type PaymentPlan = { total: number; parcelas: PlanInstalment[] };

/** Document 000 §9: 50% at the start (on signature) and 50% at delivery, Pix by default. */
export function defaultPlan(total = 0): PaymentPlan {
  return {
    total,
    parcelas: [
      { tipo: 'percentual', percentual: 50, valor: 0, vencimento: 'assinatura', dias: 0, data: null, forma: 'pix' },
      {
        tipo: 'percentual',
        percentual: 50,
        valor: 0,
        vencimento: 'entrega',
        dias: DEFAULT_DELIVERY_DAYS,
        data: null,
        forma: 'pix',
      },
    ],
  };
}

/** Stored jsonb read defensively: wrong types fall back to defaults (ARCHITECTURE.md, Data rules). */
export const ZStoredPlan = z
  .object({
    total: z.coerce.number().int().min(0).catch(0),
    parcelas: z.array(z.unknown()).catch([]),
  })
  .catch({ total: 0, parcelas: [] })
  .transform((raw): PaymentPlan => {
    const parcelas = raw.parcelas
      .slice(0, MAX_PLAN_INSTALMENTS)
      .map((p) => ZStoredInstalment.parse(p && typeof p === 'object' ? p : {}));
    return parcelas.length ? { total: raw.total, parcelas } : defaultPlan(raw.total);
  });

/** A stored plan (or null: none saved yet) as the screens and steps use it. */
export function readPlan(value: unknown, fallbackTotal = 0): PaymentPlan {
  if (value === null || value === undefined) return defaultPlan(fallbackTotal);
  return ZStoredPlan.parse(value);
}

/**
 * Each instalment's amount in centavos, adding up exactly to the total when the plan is whole. Fixed values
 * are taken as they are; percentages are of the total, split by largest remainder so that the percentage
 * instalments together get round(total × Σ% / 100) with no centavo lost or invented.
 */
export function instalmentAmounts(plan: PaymentPlan): number[] {
  const amounts = plan.parcelas.map((p) => (p.tipo === 'valor' ? p.valor : 0));
  const pct = plan.parcelas
    .map((p, i) => ({ i, share: p.tipo === 'percentual' ? (plan.total * p.percentual) / 100 : 0 }))
    .filter((_, i) => plan.parcelas[i].tipo === 'percentual');
  const totalPct = plan.parcelas.reduce((sum, p) => sum + (p.tipo === 'percentual' ? p.percentual : 0), 0);
  const target = Math.round((plan.total * totalPct) / 100);
  let given = 0;
  for (const { i, share } of pct) {
    amounts[i] = Math.floor(share + 1e-9);
    given += amounts[i];
  }
  // Largest remainder: the centavos still missing go one each to the largest fractional parts (ties: first).
  const order = [...pct].sort(
    (a, b) => b.share - Math.floor(b.share + 1e-9) - (a.share - Math.floor(a.share + 1e-9)) || a.i - b.i,
  );
  for (let k = 0; given < target && order.length; k = (k + 1) % order.length) {
    amounts[order[k].i] += 1;
    given += 1;
  }
  return amounts;
}

/** Why a plan cannot be used, or null: it must have instalments, a total, and add up to it. */
export function planProblem(plan: PaymentPlan): 'vazio' | 'semTotal' | 'soma' | 'data' | null {
  if (plan.parcelas.length === 0) return 'vazio';
  if (plan.total <= 0) return 'semTotal';
  if (plan.parcelas.some((p) => p.vencimento === 'data' && !p.data)) return 'data';
  const sum = instalmentAmounts(plan).reduce((a, b) => a + b, 0);
  return sum === plan.total && instalmentAmounts(plan).every((a) => a > 0) ? null : 'soma';
}

/** The São Paulo day an instalment falls due, given the signature day (yyyy-MM-dd). */
export function dueDay(instalment: PlanInstalment, signedOn: string): string {
  if (instalment.vencimento === 'data' && instalment.data) return instalment.data;
  return format(addDays(parseISO(signedOn), instalment.dias), 'yyyy-MM-dd');
}

export type ScheduledInstalment = { numero: number; valor: number; vencimento: string; forma: PlanInstalment['forma'] };

/** The plan as charges: number (from 1), amount, due day and method. */
export function schedule(plan: PaymentPlan, signedOn: string): ScheduledInstalment[] {
  const amounts = instalmentAmounts(plan);
  return plan.parcelas.map((p, i) => ({
    numero: i + 1,
    valor: amounts[i],
    vencimento: dueDay(p, signedOn),
    forma: p.forma,
  }));
}

/** How one instalment's due rule reads: "na assinatura", "30 dias após a assinatura", "em 10/03/2026", "na entrega". */
export function dueRuleText(p: PlanInstalment): string {
  if (p.vencimento === 'data') return p.data ? `em ${formatDate(p.data)}` : 'em data a definir';
  if (p.vencimento === 'entrega') return 'na entrega';
  return p.dias > 0 ? `${p.dias} dias após a assinatura` : 'na assinatura';
}

/** One line per instalment: "1ª parcela: 50% (R$ 2.500,00) na assinatura, via PIX". */
export function planLines(plan: PaymentPlan): string[] {
  const amounts = instalmentAmounts(plan);
  return plan.parcelas.map((p, i) => {
    const share =
      p.tipo === 'percentual' ? `${formatPercent(p.percentual)} (${formatMoney(amounts[i])})` : formatMoney(amounts[i]);
    return `${i + 1}ª parcela: ${share} ${dueRuleText(p)}, via ${paymentMethodLabel(p.forma)}`;
  });
}

/**
 * The plan as one sentence for a contract's "Forma de pagamento" field, with no closing period: the templates end
 * the sentence themselves ("da seguinte forma: [Forma de pagamento e parcelas].").
 */
export function planText(plan: PaymentPlan): string {
  const lines = planLines(plan);
  if (lines.length === 1) return lines[0].replace(/^1ª parcela: /, 'à vista: ');
  return `em ${lines.length} parcelas — ${lines.join('; ')}`;
}

function formatPercent(value: number): string {
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 2 })}%`;
}
