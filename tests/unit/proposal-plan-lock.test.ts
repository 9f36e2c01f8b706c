import { describe, expect, it } from 'vitest';
import { changesPlan } from '@/lib/proposals/acceptance';
import { defaultPlan, type PaymentPlan } from '@/lib/pipeline/payment-plan';

const valor = 'R$ 5.000,00';
const thirtySeventy: PaymentPlan = {
  total: 500000,
  parcelas: [
    { tipo: 'percentual', percentual: 30, valor: 0, vencimento: 'assinatura', dias: 0, data: null, forma: 'pix' },
    { tipo: 'percentual', percentual: 70, valor: 0, vencimento: 'entrega', dias: 30, data: null, forma: 'boleto' },
  ],
};

describe('an accepted proposal keeps its payment plan', () => {
  it('sees no change when the form sends no plan, or the plan it was shown', () => {
    expect(changesPlan({ planoPagamento: thirtySeventy, valor }, { planoPagamento: undefined, valor })).toBe(false);
    expect(changesPlan({ planoPagamento: thirtySeventy, valor }, { planoPagamento: thirtySeventy, valor })).toBe(false);
  });

  it('reads a stored null as the default plan over the value, as the form shows it', () => {
    expect(changesPlan({ planoPagamento: null, valor }, { planoPagamento: defaultPlan(500000), valor })).toBe(false);
    expect(changesPlan({ planoPagamento: null, valor: '' }, { planoPagamento: null, valor: '' })).toBe(false);
  });

  it('sees a change of split, method, due rule or total', () => {
    const [first, second] = thirtySeventy.parcelas;
    const variants: PaymentPlan[] = [
      {
        ...thirtySeventy,
        parcelas: [
          { ...first, percentual: 40 },
          { ...second, percentual: 60 },
        ],
      },
      { ...thirtySeventy, parcelas: [first, { ...second, forma: 'pix' }] },
      { ...thirtySeventy, parcelas: [first, { ...second, vencimento: 'assinatura' }] },
      { ...thirtySeventy, total: 600000 },
    ];
    for (const planoPagamento of variants)
      expect(changesPlan({ planoPagamento: thirtySeventy, valor }, { planoPagamento, valor })).toBe(true);
    expect(changesPlan({ planoPagamento: thirtySeventy, valor }, { planoPagamento: null, valor })).toBe(true);
  });
});
