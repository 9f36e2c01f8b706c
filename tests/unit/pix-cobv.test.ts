import { describe, expect, it } from 'vitest';
import { lateFees } from '@/lib/charges/late-fees';
import { amountDueOn, lastPayableDay } from '@/lib/pix/amount-due';
import { cobvRequest, COBV_REMOVAL, validadeFromRegua, type CobvInput } from '@/lib/pix/cobv';
import {
  businessDayOnOrAfter,
  daysLate,
  easterSunday,
  isBusinessDay,
  lastOverdueDueDate,
  nationalHolidays,
} from '@/lib/pix/holidays';
import { centavosToPix, percentToPix, pixToCentavos } from '@/lib/pix/money';
import { chargeIdFromTxid, COB_TXID, txidCandidates, txidForCharge } from '@/lib/pix/txid';
import { ZCobrancaSettings } from '@/lib/settings/cobranca';
import { checkRequest } from '@/tests/support/pix-api-schema';

const CHARGE_ID = '3f2b8c1e-9a4d-4e6f-8b2a-1c0d9e8f7a65';
const CPF = '52998224725';
const CNPJ = '11222333000181';

const input = (
  over: Partial<CobvInput['charge']> = {},
  client: CobvInput['client'] = { nome: 'João da Conceição', documento: '529.982.247-25' },
): CobvInput => ({
  charge: {
    id: CHARGE_ID,
    numeroCobranca: 'COB-2026-0001',
    titulo: 'Site institucional, parcela 1/3',
    valor: 100000,
    dataVencimento: '2026-03-10',
    multaPercentual: 2,
    jurosMensalPercentual: 1,
    ...over,
  },
  client,
  chave: 'financeiro@agencia.com.br',
  validadeAposVencimento: 30,
});

describe('txid of a charge (API Pix TxId: 26–35 letters and digits, stable across retries)', () => {
  it('is the charge id without hyphens: 32 hex digits, the same on every call', () => {
    const txid = txidForCharge(CHARGE_ID);
    expect(txid).toBe('3f2b8c1e9a4d4e6f8b2a1c0d9e8f7a65');
    expect(txid).toMatch(COB_TXID);
    expect(txidForCharge(CHARGE_ID)).toBe(txid);
  });

  it('adds a short generation suffix and stays within 35 characters', () => {
    expect(txidForCharge(CHARGE_ID, 1)).toBe('3f2b8c1e9a4d4e6f8b2a1c0d9e8f7a651');
    expect(txidForCharge(CHARGE_ID, 36 ** 3 - 1)).toHaveLength(35);
    expect(() => txidForCharge(CHARGE_ID, 36 ** 3)).toThrow();
    expect(() => txidForCharge('not-a-uuid')).toThrow();
  });

  it('reads the charge id back from its txid, and nothing from other txids', () => {
    expect(chargeIdFromTxid(txidForCharge(CHARGE_ID))).toBe(CHARGE_ID);
    expect(chargeIdFromTxid(txidForCharge(CHARGE_ID, 7))).toBe(CHARGE_ID);
    expect(chargeIdFromTxid('***')).toBeNull();
    expect(chargeIdFromTxid('ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ')).toBeNull();
    expect(chargeIdFromTxid(null)).toBeNull();
  });

  it('finds txid-like tokens in a statement memo', () => {
    expect(txidCandidates(`PIX RECEBIDO ${txidForCharge(CHARGE_ID).toUpperCase()} JOAO`)).toEqual([
      txidForCharge(CHARGE_ID),
    ]);
    expect(txidCandidates('TARIFA')).toEqual([]);
  });
});

describe('amounts as the API Pix writes them (\\d{1,10}\\.\\d{2})', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [12345, '123.45'],
    [100000, '1000.00'],
    [999_999_999_999, '9999999999.99'],
  ])('%i centavos ↔ "%s"', (centavos, text) => {
    expect(centavosToPix(centavos)).toBe(text);
    expect(pixToCentavos(text)).toBe(centavos);
  });

  it('refuses what the pattern cannot carry', () => {
    expect(() => centavosToPix(-1)).toThrow();
    expect(() => centavosToPix(1.5)).toThrow();
    expect(() => centavosToPix(1_000_000_000_000)).toThrow();
    for (const bad of ['1,00', '1.0', 'x1.00y', '', '1', null]) expect(pixToCentavos(bad)).toBeNull();
  });

  it('writes percentages with two decimals', () => {
    expect(percentToPix(2)).toBe('2.00');
    expect(percentToPix(0.333)).toBe('0.33');
    expect(percentToPix(1.5)).toBe('1.50');
  });
});

describe('national holidays and business days (due dates move to the next business day)', () => {
  it('makes a due date overdue only once the business day it moves to has passed (D197)', () => {
    // Tuesday: Monday's due date and everything before it.
    expect(lastOverdueDueDate('2026-03-10')).toBe('2026-03-09');
    // Monday: Friday's; Saturday's and Sunday's move to this very Monday.
    expect(lastOverdueDueDate('2026-03-09')).toBe('2026-03-06');
    expect(lastOverdueDueDate('2026-03-08')).toBe('2026-03-06');
    // The day after Carnival Tuesday (2026-02-17) and Monday (2026-02-16), both holidays: Friday 13th's.
    expect(lastOverdueDueDate('2026-02-18')).toBe('2026-02-13');
  });

  it('computes Easter', () => {
    expect([2020, 2024, 2025, 2026, 2027].map(easterSunday)).toEqual([
      '2020-04-12',
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
    ]);
  });

  it('lists the fixed and the Easter-based holidays of 2026', () => {
    expect([...nationalHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-02-16', // Carnaval
      '2026-02-17',
      '2026-04-03', // Sexta-feira Santa
      '2026-04-21',
      '2026-05-01',
      '2026-06-04', // Corpus Christi
      '2026-09-07',
      '2026-10-12',
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
    ]);
  });

  it('has Consciência Negra only from 2024', () => {
    expect(isBusinessDay('2023-11-20')).toBe(true);
    expect(isBusinessDay('2024-11-20')).toBe(false);
  });

  it('moves weekends and holidays to the next business day', () => {
    expect(businessDayOnOrAfter('2026-03-10')).toBe('2026-03-10');
    expect(businessDayOnOrAfter('2026-03-14')).toBe('2026-03-16'); // Saturday
    expect(businessDayOnOrAfter('2026-02-14')).toBe('2026-02-18'); // Saturday before Carnaval
    expect(businessDayOnOrAfter('2020-12-25')).toBe('2020-12-28');
  });

  // D185: the days late every fine and interest counts.
  it('counts days late from the due date moved to the next business day', () => {
    expect(daysLate('2026-03-10', '2026-03-09')).toBe(0);
    expect(daysLate('2026-03-10', '2026-03-10')).toBe(0);
    expect(daysLate('2026-03-10', '2026-03-13')).toBe(3);
    expect(daysLate('2026-03-14', '2026-03-16')).toBe(0); // Saturday → Monday
    expect(daysLate('2026-03-14', '2026-03-17')).toBe(1);
    expect(daysLate('2020-12-25', '2020-12-28')).toBe(0); // Natal on a Friday → Monday
    expect(daysLate('2020-12-25', '2021-01-04')).toBe(7);
  });

  it.each([
    // The spec's examples A–G of validadeAposVencimento (CobDataDeVencimento).
    ['A', '2020-10-20', 4, '2020-10-26'],
    ['B', '2020-12-25', 0, '2020-12-28'],
    ['C', '2020-12-25', 1, '2020-12-29'],
    ['D', '2020-12-25', 3, '2020-12-31'],
    ['E', '2020-12-25', 4, '2021-01-04'],
    ['F', '2021-08-27', 5, '2021-09-01'],
    ['G', '2021-08-28', 5, '2021-09-06'],
  ])('example %s: due %s, %i days of validity: payable until %s', (_, due, days, last) => {
    expect(lastPayableDay({ dataDeVencimento: due, validadeAposVencimento: days })).toBe(last);
  });
});

describe('the cobv of a charge (PUT /cobv/{txid}, CobVSolicitada)', () => {
  it('carries due date, validity, debtor with CPF, fine as modalidade 2 and monthly interest as modalidade 3', () => {
    const result = cobvRequest(input());
    expect(result).toEqual({
      ok: true,
      txid: '3f2b8c1e9a4d4e6f8b2a1c0d9e8f7a65',
      body: {
        calendario: { dataDeVencimento: '2026-03-10', validadeAposVencimento: 30 },
        devedor: { nome: 'João da Conceição', cpf: CPF },
        valor: {
          original: '1000.00',
          multa: { modalidade: 2, valorPerc: '2.00' },
          juros: { modalidade: 3, valorPerc: '1.00' },
        },
        chave: 'financeiro@agencia.com.br',
        solicitacaoPagador: 'Cobrança COB-2026-0001: Site institucional, parcela 1/3',
        infoAdicionais: [{ nome: 'Cobrança', valor: 'COB-2026-0001' }],
      },
    });
    expect(checkRequest('PUT', '/cobv/{txid}', result.ok && result.body)).toEqual({ ok: true });
  }, 20_000);

  it('uses a CNPJ for a company, chosen by length and check digits', () => {
    const result = cobvRequest(input({}, { nome: 'Padaria Pão Quente Ltda', documento: '11.222.333/0001-81' }));
    expect(result.ok && result.body.devedor).toEqual({ nome: 'Padaria Pão Quente Ltda', cnpj: CNPJ });
    expect(checkRequest('PUT', '/cobv/{txid}', result.ok && result.body)).toEqual({ ok: true });
  });

  it('refuses a client without a valid CPF or CNPJ, or without a name', () => {
    expect(cobvRequest(input({}, { nome: 'Ana', documento: null }))).toEqual({ ok: false, reason: 'documento' });
    expect(cobvRequest(input({}, { nome: 'Ana', documento: '529.982.247-24' }))).toEqual({
      ok: false,
      reason: 'documento',
    });
    expect(cobvRequest(input({}, { nome: 'Ana', documento: '11222333000180' }))).toEqual({
      ok: false,
      reason: 'documento',
    });
    expect(cobvRequest(input({}, { nome: '  ', documento: CPF }))).toEqual({ ok: false, reason: 'nome' });
  });

  it('caps the fine at 2 % and monthly interest at the settings’ 10 %, and leaves out zeros', () => {
    const capped = cobvRequest(input({ multaPercentual: 5, jurosMensalPercentual: 12 }));
    expect(capped.ok && capped.body.valor).toMatchObject({
      multa: { valorPerc: '2.00' },
      juros: { valorPerc: '10.00' },
    });
    const none = cobvRequest(input({ multaPercentual: 0, jurosMensalPercentual: 0 }));
    expect(none.ok && none.body.valor).toEqual({ original: '1000.00' });
    // The cap is the settings' own bound.
    expect(ZCobrancaSettings.parse({ jurosMensalPercentual: 10 }).jurosMensalPercentual).toBe(10);
    expect(ZCobrancaSettings.parse({ jurosMensalPercentual: 10.01 }).jurosMensalPercentual).toBe(1);
  });

  it('encodes a discount until a date as modalidade 1 (value) or 2 (percent), and refuses a bad one', () => {
    const fixed = cobvRequest(input({ desconto: { ate: '2026-03-05', centavos: 5000 } }));
    expect(fixed.ok && fixed.body.valor.desconto).toEqual({
      modalidade: 1,
      descontoDataFixa: [{ data: '2026-03-05', valorPerc: '50.00' }],
    });
    expect(checkRequest('PUT', '/cobv/{txid}', fixed.ok && fixed.body)).toEqual({ ok: true });
    const percent = cobvRequest(input({ desconto: { ate: '2026-03-10', percentual: 5 } }));
    expect(percent.ok && percent.body.valor.desconto).toMatchObject({ modalidade: 2 });
    expect(cobvRequest(input({ desconto: { ate: '2026-03-11', centavos: 100 } }))).toEqual({
      ok: false,
      reason: 'desconto',
    });
    expect(cobvRequest(input({ desconto: { ate: '2026-03-01', centavos: 100000 } }))).toEqual({
      ok: false,
      reason: 'desconto',
    });
  });

  it('refuses an amount the API cannot carry and a missing key', () => {
    expect(cobvRequest(input({ valor: 0 }))).toEqual({ ok: false, reason: 'valor' });
    expect(cobvRequest({ ...input(), chave: ' ' })).toEqual({ ok: false, reason: 'chave' });
  });

  it('removes a cobv with the status the spec allows (CobVRevisada)', () => {
    expect(checkRequest('PATCH', '/cobv/{txid}', COBV_REMOVAL)).toEqual({ ok: true });
  });

  it('keeps a cobv payable at least 30 days and through the régua’s last reminder', () => {
    expect(validadeFromRegua([{ dias: 15, ativo: true }])).toBe(30);
    expect(
      validadeFromRegua([
        { dias: 45, ativo: true },
        { dias: 60, ativo: false },
      ]),
    ).toBe(45);
    expect(validadeFromRegua([])).toBe(30);
  });
});

describe('the amount due on a São Paulo day (fine once, simple interest per calendar day)', () => {
  const terms = (over: Partial<CobvInput['charge']> = {}) => {
    const result = cobvRequest(input(over));
    if (!result.ok) throw new Error(result.reason);
    return result.body;
  };

  it.each([
    // R$ 1.000,00 due Tuesday 10/03/2026, 2 % fine, 1 % a month.
    ['2026-03-09', 0, 0, 0, 100000],
    ['2026-03-10', 0, 0, 0, 100000],
    ['2026-03-11', 1, 2000, 33, 102033], // 1000 × 1 % / 30 = 0,333… → R$ 0,33
    ['2026-04-09', 30, 2000, 1000, 103000],
  ])('on %s: %i days late, fine %i, interest %i, total %i', (day, diasAtraso, multa, juros, total) => {
    expect(amountDueOn(terms(), day)).toMatchObject({ payable: true, diasAtraso, multa, juros, total });
  });

  // D185: fine and interest take the moved due date (validadeAposVencimento's text), as lateFees does.
  it('charges nothing on the first business day after a weekend due date, and counts from that day after it', () => {
    const saturday = terms({ dataVencimento: '2026-03-14' });
    expect(amountDueOn(saturday, '2026-03-16')).toMatchObject({ total: 100000, diasAtraso: 0 });
    expect(amountDueOn(saturday, '2026-03-17')).toMatchObject({
      diasAtraso: 1,
      multa: 2000,
      juros: 33,
      total: 102033,
    });
    const fees = lateFees(
      { valor: 100000, dataVencimento: '2026-03-14', multaPercentual: 2, jurosMensalPercentual: 1 },
      '2026-03-17',
    );
    expect(fees).toMatchObject({ diasAtraso: 1, multa: 2000, juros: 33, total: 102033 });
  });

  it('moves a due date on Sexta-feira Santa and on Carnaval', () => {
    expect(amountDueOn(terms({ dataVencimento: '2026-04-03' }), '2026-04-06').total).toBe(100000);
    expect(amountDueOn(terms({ dataVencimento: '2026-04-03' }), '2026-04-07')).toMatchObject({
      diasAtraso: 1,
      juros: 33,
    });
    expect(amountDueOn(terms({ dataVencimento: '2026-02-16' }), '2026-02-18').total).toBe(100000);
  });

  it('applies a discount up to its date only', () => {
    const discounted = terms({ desconto: { ate: '2026-03-05', centavos: 5000 } });
    expect(amountDueOn(discounted, '2026-03-05')).toMatchObject({ desconto: 5000, total: 95000 });
    expect(amountDueOn(discounted, '2026-03-06')).toMatchObject({ desconto: 0, total: 100000 });
  });

  it('is not payable after the validity', () => {
    expect(amountDueOn(terms(), '2026-04-09').payable).toBe(true);
    expect(amountDueOn(terms(), '2026-04-10').payable).toBe(false);
  });

  it('follows the spec’s own example: R$ 100,00, 2 days late, 3 % fine and 1 % a day = R$ 105,00', () => {
    const example = {
      calendario: { dataDeVencimento: '2026-03-10', validadeAposVencimento: 30 },
      valor: {
        original: '100.00',
        multa: { modalidade: 2 as const, valorPerc: '3.00' },
        juros: { modalidade: 2 as const, valorPerc: '1.00' },
      },
    };
    expect(amountDueOn(example, '2026-03-12')).toMatchObject({ multa: 300, juros: 200, total: 10500 });
  });

  it('reads the other interest modalidades: a value a day, a percentage a year, business days', () => {
    const base = {
      calendario: { dataDeVencimento: '2026-03-13', validadeAposVencimento: 30 },
      valor: { original: '1000.00' },
    };
    const day = '2026-03-17'; // Friday due, Tuesday paid: 4 calendar days, 2 business days
    expect(
      amountDueOn({ ...base, valor: { ...base.valor, juros: { modalidade: 1, valorPerc: '0.10' } } }, day).juros,
    ).toBe(40);
    expect(
      amountDueOn({ ...base, valor: { ...base.valor, juros: { modalidade: 4, valorPerc: '12.00' } } }, day).juros,
    ).toBe(132); // 1000 × 12 % × 4 / 365
    expect(
      amountDueOn({ ...base, valor: { ...base.valor, juros: { modalidade: 7, valorPerc: '2.10' } } }, day).juros,
    ).toBe(200); // 1000 × 2,1 % × 2 / 21
    expect(
      amountDueOn({ ...base, valor: { ...base.valor, multa: { modalidade: 1, valorPerc: '5.00' } } }, day).multa,
    ).toBe(500);
  });
});
