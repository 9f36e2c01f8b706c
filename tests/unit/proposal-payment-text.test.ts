import { describe, expect, it } from 'vitest';
import { defaultPlan, type PlanInstalment } from '@/lib/pipeline/payment-plan';
import { paymentText } from '@/lib/proposals/payment-text';
import { PROPOSTAS_DEFAULTS, ZPropostas, ZPropostasForm } from '@/lib/settings/propostas';

/** Money is formatted with a no-break space after R$ (Intl, pt-BR). */
const text = (...args: Parameters<typeof paymentText>) => paymentText(...args).map((l) => l.replace(/\u00a0/g, ' '));

const instalment = (percentual: number, extra: Partial<PlanInstalment> = {}): PlanInstalment => ({
  tipo: 'percentual',
  percentual,
  valor: 0,
  vencimento: 'assinatura',
  dias: 0,
  data: null,
  forma: 'pix',
  ...extra,
});

describe('the payment text of a proposal (document 000 §9)', () => {
  it('defaults to the documents text: 50/50, card up to 12x, PIX, boleto and transfer, 30 days of support', () => {
    expect(PROPOSTAS_DEFAULTS.pagamento).toEqual([
      '50% no início do projeto e 50% na entrega',
      'Cartão de crédito em até 12x',
      'PIX, boleto e transferência bancária',
      '30 dias de suporte após o lançamento',
    ]);
    expect(PROPOSTAS_DEFAULTS.beneficios).toHaveLength(6);
  });

  it('shows the fixed text only without a plan, or with a plan that does not add up', () => {
    expect(paymentText(PROPOSTAS_DEFAULTS, null)).toEqual(PROPOSTAS_DEFAULTS.pagamento);
    expect(paymentText(PROPOSTAS_DEFAULTS, { total: 1000, parcelas: [instalment(40)] })).toEqual(
      PROPOSTAS_DEFAULTS.pagamento,
    );
  });

  it("states the default 50/50 Pix plan's two instalments, with none of the fixed text's promises (D265)", () => {
    const lines = text(PROPOSTAS_DEFAULTS, defaultPlan(900_000));
    expect(lines).toEqual([
      '1ª parcela: 50% (R$ 4.500,00) na assinatura, via PIX',
      '2ª parcela: 50% (R$ 4.500,00) na entrega, via PIX',
    ]);
    expect(lines.join(' ')).not.toMatch(/12x|boleto|30 dias de suporte/i);
  });

  it("states a plan's own instalments and methods, with no 12x when card is not offered", () => {
    const plan = {
      total: 300_000,
      parcelas: [instalment(30), instalment(70, { vencimento: 'entrega' as const, forma: 'boleto' as const })],
    };
    const lines = text(PROPOSTAS_DEFAULTS, plan);
    expect(lines).toEqual([
      '1ª parcela: 30% (R$ 900,00) na assinatura, via PIX',
      '2ª parcela: 70% (R$ 2.100,00) na entrega, via Boleto',
    ]);
    expect(lines.join(' ')).not.toMatch(/12x|Cartão/);
  });

  it("adds the card line, with the agency's number of instalments, when an instalment is paid by card", () => {
    const plan = {
      total: 100_000,
      parcelas: [instalment(20), instalment(80, { dias: 30, forma: 'cartao' as const })],
    };
    expect(text({ ...PROPOSTAS_DEFAULTS, parcelasCartao: 6, suporte: 'Suporte por 90 dias' }, plan)).toEqual([
      '1ª parcela: 20% (R$ 200,00) na assinatura, via PIX',
      '2ª parcela: 80% (R$ 800,00) 30 dias após a assinatura, via Cartão',
      'Cartão de crédito em até 6x',
      'Suporte por 90 dias',
    ]);
  });

  it('adds the support line only when the agency wrote one, and leaves it out when blank', () => {
    const plan = { total: 1000, parcelas: [instalment(100)] };
    expect(text({ ...PROPOSTAS_DEFAULTS, suporte: '60 dias de suporte' }, plan).at(-1)).toBe('60 dias de suporte');
    const byTransfer = { total: 1000, parcelas: [instalment(100, { forma: 'transferencia' as const })] };
    expect(text({ ...PROPOSTAS_DEFAULTS, suporte: '  ' }, byTransfer)).toEqual([
      '1ª parcela: 100% (R$ 10,00) na assinatura, via Transferência',
    ]);
  });
});

describe('the proposal wording settings', () => {
  it('reads a stored section that no longer parses as the defaults', () => {
    expect(ZPropostas.parse({ beneficios: ['só uma'], parcelasCartao: 'doze' })).toEqual(PROPOSTAS_DEFAULTS);
  });

  it('refuses anything but six benefit descriptions, in Portuguese', () => {
    const result = ZPropostasForm.safeParse({
      beneficios: 'um\ndois',
      pagamento: 'à vista',
      parcelasCartao: 12,
      suporte: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(
      'Informe exatamente seis descrições, cada uma com até 200 caracteres.',
    );
  });

  it('refuses card instalments outside 1 to 24', () => {
    const form = { beneficios: 'a\nb\nc\nd\ne\nf', pagamento: 'à vista', parcelasCartao: 36, suporte: '' };
    expect(ZPropostasForm.safeParse(form).error?.issues[0].message).toBe('Informe um número de parcelas entre 1 e 24.');
    expect(ZPropostasForm.parse({ ...form, parcelasCartao: '10' }).parcelasCartao).toBe(10);
  });
});
