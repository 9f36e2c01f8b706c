import { describe, expect, it } from 'vitest';
import {
  defaultPlan,
  dueDay,
  instalmentAmounts,
  planLines,
  planProblem,
  planText,
  readPlan,
  schedule,
  type PaymentPlan,
  type PlanInstalment,
} from '@/lib/pipeline/payment-plan';

const pct = (percentual: number, extra: Partial<PlanInstalment> = {}): PlanInstalment => ({
  tipo: 'percentual',
  percentual,
  valor: 0,
  vencimento: 'assinatura',
  dias: 0,
  data: null,
  forma: 'pix',
  ...extra,
});
const fixed = (valor: number, extra: Partial<PlanInstalment> = {}): PlanInstalment => ({
  ...pct(0),
  tipo: 'valor',
  valor,
  ...extra,
});
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('payment plan arithmetic (D55)', () => {
  it('defaults to document 000 §9: 50% on signature and 50% at delivery, by Pix', () => {
    const plan = defaultPlan(500000);
    expect(plan.parcelas.map((p) => [p.percentual, p.vencimento, p.forma])).toEqual([
      [50, 'assinatura', 'pix'],
      [50, 'entrega', 'pix'],
    ]);
    expect(instalmentAmounts(plan)).toEqual([250000, 250000]);
  });

  it('splits an odd total so that the centavos add up exactly (largest remainder)', () => {
    expect(instalmentAmounts(defaultPlan(100001))).toEqual([50001, 50000]);
    const thirds: PaymentPlan = { total: 10000, parcelas: [pct(33.33), pct(33.33), pct(33.34)] };
    expect(sum(instalmentAmounts(thirds))).toBe(10000);
    const even: PaymentPlan = { total: 100, parcelas: [pct(100 / 3), pct(100 / 3), pct(100 / 3)] };
    expect(instalmentAmounts(even)).toEqual([34, 33, 33]);
  });

  it('never loses or invents a centavo over many totals and splits', () => {
    for (let total = 1; total < 3000; total += 37) {
      for (const split of [
        [50, 50],
        [30, 70],
        [10, 20, 30, 40],
        [12.5, 12.5, 75],
        [1, 99],
      ]) {
        const plan: PaymentPlan = { total, parcelas: split.map((p) => pct(p)) };
        expect(sum(instalmentAmounts(plan))).toBe(total);
      }
    }
  });

  it('takes fixed values as they are and percentages of the total', () => {
    const plan: PaymentPlan = { total: 300000, parcelas: [fixed(100000), pct(66.67)] };
    expect(instalmentAmounts(plan)).toEqual([100000, 200010]);
    expect(planProblem(plan)).toBe('soma');
    expect(planProblem({ total: 300000, parcelas: [fixed(100000), fixed(200000)] })).toBeNull();
  });

  it('reports plans that do not add up, have no total or miss a date', () => {
    expect(planProblem({ total: 1000, parcelas: [] })).toBe('vazio');
    expect(planProblem(defaultPlan(0))).toBe('semTotal');
    expect(planProblem({ total: 1000, parcelas: [pct(40), pct(40)] })).toBe('soma');
    expect(planProblem({ total: 1000, parcelas: [pct(100, { vencimento: 'data' })] })).toBe('data');
    expect(planProblem(defaultPlan(1000))).toBeNull();
  });

  it('puts due days on the São Paulo calendar: signature + N days, a fixed date, expected delivery', () => {
    expect(dueDay(pct(50), '2026-01-31')).toBe('2026-01-31');
    expect(dueDay(pct(50, { dias: 1 }), '2026-12-31')).toBe('2027-01-01');
    expect(dueDay(pct(50, { dias: 29 }), '2028-02-01')).toBe('2028-03-01');
    expect(dueDay(pct(50, { vencimento: 'data', data: '2026-07-10' }), '2026-01-31')).toBe('2026-07-10');
    expect(dueDay(pct(50, { vencimento: 'entrega', dias: 30 }), '2026-03-01')).toBe('2026-03-31');
    // Daylight-saving changes elsewhere never move a calendar day.
    expect(dueDay(pct(50, { dias: 7 }), '2026-03-05')).toBe('2026-03-12');
  });

  it('schedules the plan as numbered charges', () => {
    expect(schedule(defaultPlan(500000), '2026-05-10')).toEqual([
      { numero: 1, valor: 250000, vencimento: '2026-05-10', forma: 'pix' },
      { numero: 2, valor: 250000, vencimento: '2026-06-09', forma: 'pix' },
    ]);
  });

  it('reads stored plans defensively', () => {
    expect(readPlan(null, 1234)).toEqual(defaultPlan(1234));
    expect(readPlan('nonsense')).toEqual(defaultPlan(0));
    const odd = readPlan({ total: '5000', parcelas: [{ tipo: 'x', percentual: '100', forma: 'cheque', data: 12 }] });
    expect(odd.total).toBe(5000);
    expect(odd.parcelas[0]).toEqual(pct(100));
  });

  it('writes the plan in Portuguese for the contract and the proposal page', () => {
    const lines = planLines(defaultPlan(500000));
    expect(lines[0]).toBe('1ª parcela: 50% (R$\u00a02.500,00) na assinatura, via PIX');
    expect(lines[1]).toBe('2ª parcela: 50% (R$\u00a02.500,00) na entrega, via PIX');
    expect(planText({ total: 1000, parcelas: [fixed(1000, { dias: 10, forma: 'boleto' })] })).toBe(
      'à vista: R$\u00a010,00 10 dias após a assinatura, via Boleto',
    );
    expect(planText(defaultPlan(500000))).toMatch(/^em 2 parcelas — 1ª parcela.* na entrega, via PIX$/);
  });
});
