import { describe, expect, it } from 'vitest';
import { subjectHref } from '@/lib/clients/links';
import { clientTotals } from '@/lib/clients/totals';
import { parseValorText } from '@/lib/clients/valor';

describe('parseValorText (a proposal valor is free text, D5)', () => {
  it.each([
    ['R$ 12.500,00', 1_250_000],
    ['R$ 5.000,50', 500_050],
    ['R$\u00a01.234,56', 123_456],
    ['12500', 1_250_000],
    ['12.500', 1_250_000],
    ['1.250.000', 125_000_000],
    ['5000.50', 500_050],
    ['2.500,5', 250_050],
    ['R$ 8 mil', 800_000],
    ['R$ 1,5 mil', 150_000],
    ['A partir de R$ 3.200,00 em 3x', 320_000],
    ['3x de R$ 1.000', 100_000],
    ['Investimento: 4.800 reais', 480_000],
    ['R$ 0,99', 99],
  ])('reads %s as %i centavos', (text, centavos) => {
    expect(parseValorText(text)).toBe(centavos);
  });

  it.each([[''], [null], [undefined], ['A combinar'], ['R$ -']])(
    'answers null when there is no amount in %s',
    (text) => {
      expect(parseValorText(text)).toBeNull();
    },
  );
});

describe('clientTotals (the client page, D59)', () => {
  const today = '2026-03-10';

  it('adds proposals by their text value, and counts accepted ones as contracted', () => {
    const totals = clientTotals({
      proposals: [
        { status: 'aceita', valor: 'R$ 10.000,00' },
        { status: 'enviada', valor: 'R$ 2.500,00' },
        { status: 'aprovada', valor: '1.000' },
        { status: 'recusada', valor: 'A combinar' },
      ],
      charges: [],
      payments: [],
      today,
    });
    expect(totals).toEqual({
      proposto: 1_350_000,
      contratado: 1_100_000,
      cobrado: 0,
      recebido: 0,
      emAberto: 0,
      vencido: 0,
    });
  });

  it('bills every charge but cancelled ones, and splits paid, open and overdue on the São Paulo day', () => {
    const totals = clientTotals({
      proposals: [],
      charges: [
        { status: 'pago', valor: 50_000, dataVencimento: '2026-03-01' },
        { status: 'pendente', valor: 20_000, dataVencimento: '2026-03-10' },
        { status: 'pendente', valor: 30_000, dataVencimento: '2026-03-09' },
        { status: 'vencido', valor: 7_000, dataVencimento: '2026-03-20' },
        { status: 'cancelado', valor: 99_000, dataVencimento: '2026-01-01' },
      ],
      payments: [],
      today,
    });
    expect(totals).toEqual({
      proposto: 0,
      contratado: 0,
      cobrado: 107_000,
      recebido: 50_000,
      emAberto: 57_000,
      vencido: 37_000,
    });
  });

  it('receives paid payments that pay no charge, and never counts a charge twice', () => {
    const totals = clientTotals({
      proposals: [],
      charges: [{ status: 'pago', valor: 10_000, dataVencimento: '2026-03-01' }],
      payments: [
        { status: 'paid', valorFinal: 10_000, cobrancaId: 'charge-1' },
        { status: 'succeeded', valorFinal: 4_000, cobrancaId: null },
        { status: 'pending', valorFinal: 9_000, cobrancaId: null },
        { status: 'failed', valorFinal: 9_000, cobrancaId: null },
      ],
      today,
    });
    expect(totals.recebido).toBe(14_000);
    expect(totals.cobrado).toBe(10_000);
  });
});

describe('subjectHref', () => {
  it('links each document kind to its staff screen', () => {
    expect(subjectHref('charge', 'abc')).toBe('/cobrancas/abc');
    expect(subjectHref('project', 'abc')).toBe('/projeto/abc/editar');
    expect(subjectHref('proposal', 'abc')).toBe('/proposta/abc');
    expect(subjectHref('client', 'abc')).toBeNull();
  });
});
