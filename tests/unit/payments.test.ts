import { describe, expect, it, vi } from 'vitest';
import { normalizePromoCode, promoDiscount, promoRefusal, type PromoCode } from '@/lib/payments/promo';
import {
  addBusinessDays,
  failureTipo,
  failureTipoForMethod,
  instalmentLabel,
  isPaidStatus,
  nextMonthlyCharge,
  paymentStatusStyle,
  successKey,
} from '@/lib/payments/rules';
import { withRetry } from '@/lib/retry';
import {
  paymentValidationTitle,
  ZPaymentFilters,
  ZPaymentForm,
  ZPromoCheck,
  ZPromoCodeForm,
} from '@/lib/validation/payments';

const v = {
  required: 'Por favor, preencha todos os campos obrigatórios.',
  email: 'Por favor, insira um e-mail válido.',
  valor: 'Por favor, insira um valor válido maior que zero.',
};

describe('payment status labels and colours (document 001 §4)', () => {
  it('labels paid and succeeded Pago, pending Pendente, unpaid Não pago, failed Falhou, canceled Cancelado', () => {
    expect(
      ['paid', 'succeeded', 'pending', 'unpaid', 'failed', 'canceled'].map((s) => paymentStatusStyle(s).label),
    ).toEqual(['Pago', 'Pago', 'Pendente', 'Não pago', 'Falhou', 'Cancelado']);
  });
  it('says "Aguardando pagamento" for unpaid on the success page', () => {
    expect(paymentStatusStyle('unpaid', true).label).toBe('Aguardando pagamento');
  });
  it('colours green for succeeded/paid/success, yellow for pending/awaiting_payment, red for failed/error/canceled', () => {
    expect(['succeeded', 'paid', 'success'].map((s) => paymentStatusStyle(s).tone)).toEqual([
      'green',
      'green',
      'green',
    ]);
    expect(['pending', 'awaiting_payment'].map((s) => paymentStatusStyle(s).tone)).toEqual(['yellow', 'yellow']);
    expect(['failed', 'error', 'canceled'].map((s) => paymentStatusStyle(s).tone)).toEqual(['red', 'red', 'red']);
  });
  it('counts paid and succeeded as paid', () => {
    expect([isPaidStatus('paid'), isPaidStatus('succeeded'), isPaidStatus('unpaid'), isPaidStatus(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('success page title (document 001 §4)', () => {
  const p = (tipoPagamento: string, metodoPagamento: string, status: string) => ({
    tipoPagamento,
    metodoPagamento,
    status,
  });
  it('picks the title for each type, method and paid state', () => {
    expect(successKey(p('recorrente', 'card', 'paid'))).toBe('subscriptionPaid');
    expect(successKey(p('fatura', 'boleto', 'paid'))).toBe('invoicePaid');
    expect(successKey(p('fatura', 'card', 'unpaid'))).toBe('invoiceUnpaid');
    expect(successKey(p('avulso', 'pix', 'unpaid'))).toBe('pixUnpaid');
    expect(successKey(p('avulso', 'boleto', 'unpaid'))).toBe('boletoUnpaid');
    expect(successKey(p('avulso', 'card', 'succeeded'))).toBe('paid');
    expect(successKey(p('avulso', 'card', 'pending'))).toBe('unpaid');
    expect(successKey(p('recorrente', 'card', 'pending'))).toBe('unpaid');
    expect(successKey(null)).toBe('noData');
  });
});

describe('instalments, types and dates (document 001 §9)', () => {
  it('labels 1x à vista, 2x–6x sem juros, 7x–12x com juros', () => {
    expect(instalmentLabel(1)).toBe('1x (à vista)');
    expect(instalmentLabel(6)).toBe('6x sem juros');
    expect(instalmentLabel(7)).toBe('7x com juros');
    expect(instalmentLabel(12)).toBe('12x com juros');
  });
  it('puts a fatura due 5 business days later, skipping the weekend', () => {
    expect(addBusinessDays('2026-11-20', 5)).toBe('2026-11-27'); // Friday → next Friday
    expect(addBusinessDays('2026-11-21', 5)).toBe('2026-11-27'); // Saturday
    expect(addBusinessDays('2026-11-23', 5)).toBe('2026-11-30'); // Monday → next Monday
  });
  it('shows the next monthly charge one month ahead', () => {
    expect(nextMonthlyCharge('2026-01-31')).toBe('2026-02-28');
  });
  it('reads the failure tipo, anything else generic', () => {
    expect(['cartao', 'pix', 'boleto', 'conexao', 'outro', null].map(failureTipo)).toEqual([
      'cartao',
      'pix',
      'boleto',
      'conexao',
      'generic',
      'generic',
    ]);
    expect(['card', 'wallet', 'pix', 'boleto'].map(failureTipoForMethod)).toEqual([
      'cartao',
      'cartao',
      'pix',
      'boleto',
    ]);
  });
});

describe('promo codes', () => {
  const code = (over: Partial<PromoCode> = {}): PromoCode => ({
    codigo: 'BEMVINDO10',
    tipo: 'percentual',
    valor: 10,
    ativo: true,
    validoAte: null,
    maxUsos: null,
    usos: 0,
    ...over,
  });
  it('normalises codes to trimmed upper case', () => {
    expect(normalizePromoCode('  bemVindo10 ')).toBe('BEMVINDO10');
  });
  it('refuses unknown, inactive, expired and used-up codes; the expiry day still counts', () => {
    expect(promoRefusal(null, '2026-11-22')).toBe('notFound');
    expect(promoRefusal(code({ ativo: false }), '2026-11-22')).toBe('inactive');
    expect(promoRefusal(code({ validoAte: '2026-11-21' }), '2026-11-22')).toBe('expired');
    expect(promoRefusal(code({ validoAte: '2026-11-22' }), '2026-11-22')).toBeNull();
    expect(promoRefusal(code({ maxUsos: 3, usos: 3 }), '2026-11-22')).toBe('exhausted');
    expect(promoRefusal(code({ maxUsos: 3, usos: 2 }), '2026-11-22')).toBeNull();
  });
  it('discounts a percentage to the centavo and a fixed amount, never below R$ 0,01', () => {
    expect(promoDiscount(code(), 20000)).toBe(2000);
    expect(promoDiscount(code({ valor: 15 }), 3333)).toBe(500);
    expect(promoDiscount(code({ tipo: 'fixo', valor: 5000 }), 20000)).toBe(5000);
    expect(promoDiscount(code({ tipo: 'fixo', valor: 5000 }), 3000)).toBe(2999);
    expect(promoDiscount(code({ valor: 100 }), 3000)).toBe(2999);
  });
});

describe('payment form validation (document 001 §5)', () => {
  const form = (over: Record<string, unknown> = {}) => ({
    nome: 'Ana',
    email: 'ana@teste.dev',
    descricao: 'Site',
    valor: '150,50',
    ...over,
  });
  const message = (over: Record<string, unknown>) => {
    const r = ZPaymentForm.safeParse(form(over));
    return r.success ? null : r.error.issues[0].message;
  };
  it('requires every field with the form message', () => {
    for (const field of ['nome', 'email', 'descricao', 'valor'])
      expect(message({ [field]: '  ' }), field).toBe(v.required);
  });
  it('wants a simple x@y.z e-mail and a value above zero', () => {
    expect(message({ email: 'ana@teste' })).toBe(v.email);
    expect(message({ valor: '0' })).toBe(v.valor);
    expect(message({ valor: 'abc' })).toBe(v.valor);
  });
  it('defaults to card, 1x, avulso and keeps instalments only for a one-off card payment', () => {
    expect(ZPaymentForm.parse(form())).toMatchObject({
      valor: 15050,
      metodoPagamento: 'card',
      parcelas: 1,
      tipoPagamento: 'avulso',
      codigoPromocional: null,
    });
    expect(ZPaymentForm.parse(form({ parcelas: 4 })).parcelas).toBe(4);
    expect(ZPaymentForm.parse(form({ parcelas: 4, metodoPagamento: 'pix' })).parcelas).toBe(1);
    expect(ZPaymentForm.parse(form({ parcelas: 4, tipoPagamento: 'recorrente' })).parcelas).toBe(1);
    expect(message({ parcelas: 13 })).toBe('Escolha de 1 a 12 parcelas.');
  });
  it('gives each message its toast title', () => {
    expect(paymentValidationTitle(v.required)).toBe('Erro no formulário');
    expect(paymentValidationTitle(v.email)).toBe('E-mail inválido');
    expect(paymentValidationTitle(v.valor)).toBe('Valor inválido');
  });
  it('checks a promo request: a code and a value first', () => {
    const first = (input: unknown) => {
      const r = ZPromoCheck.safeParse(input);
      return r.success ? r.data : r.error.issues[0].message;
    };
    expect(first({ codigo: ' ', valorOriginal: '10' })).toBe('Por favor, insira um código promocional válido.');
    expect(first({ codigo: 'X', valorOriginal: '' })).toBe(
      'Por favor, insira um valor válido antes de aplicar um código promocional.',
    );
    expect(first({ codigo: 'bemvindo10', valorOriginal: '10' })).toEqual({ codigo: 'BEMVINDO10', valorOriginal: 1000 });
  });
  it('reads a staff promo code: percent 1–100, fixed amount in reais', () => {
    expect(
      ZPromoCodeForm.parse({ codigo: 'abc10', tipo: 'percentual', valor: '10', validoAte: '', maxUsos: '' }),
    ).toEqual({ codigo: 'ABC10', tipo: 'percentual', valor: 10, validoAte: null, maxUsos: null });
    expect(
      ZPromoCodeForm.parse({ codigo: 'FIXO', tipo: 'fixo', valor: '25,50', validoAte: '2026-12-31', maxUsos: '5' }),
    ).toMatchObject({ valor: 2550, maxUsos: 5 });
    expect(ZPromoCodeForm.safeParse({ codigo: 'ABC', tipo: 'percentual', valor: '150' }).success).toBe(false);
    expect(ZPromoCodeForm.safeParse({ codigo: 'a b', tipo: 'percentual', valor: '10' }).success).toBe(false);
  });
  it('ignores unreadable dashboard filters', () => {
    expect(
      ZPaymentFilters.parse({ status: 'paid', metodo: 'x', inicio: '2026-13-01', fim: '2026-11-30', q: 'ana' }),
    ).toEqual({ status: 'paid', fim: '2026-11-30', q: 'ana' });
  });
});

describe('browser reads are retried (D19)', () => {
  it('retries a thrown failure 3 times waiting 1 s, 2 s, 4 s, then gives up', async () => {
    const waits: number[] = [];
    const fn = vi.fn().mockRejectedValue(new Error('rede'));
    await expect(withRetry(fn, { sleep: async (ms) => void waits.push(ms) })).rejects.toThrow('rede');
    expect(fn).toHaveBeenCalledTimes(4);
    expect(waits).toEqual([1000, 2000, 4000]);
  });
  it('caps the wait at 30 s and returns the first success', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await withRetry(async () => (++calls < 3 ? Promise.reject(new Error('x')) : 'ok'), {
      baseMs: 20_000,
      sleep: async (ms) => void waits.push(ms),
    });
    expect(result).toBe('ok');
    expect(waits).toEqual([20_000, 30_000]);
  });
});
