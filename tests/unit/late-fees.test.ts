import { parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { amountDue, chargeFeeLines, lateFees, MAX_FINE_PERCENT } from '@/lib/charges/late-fees';
import { buildPixBrCode } from '@/lib/pix';

const charge = (valor: number, dataVencimento = '2026-03-10') => ({
  valor,
  dataVencimento,
  multaPercentual: 2,
  jurosMensalPercentual: 1,
});

describe('multa e juros de mora (D63: 2 % once, 1 % a.m. simple, 1/30 per calendar day, half-up)', () => {
  it.each([
    // [today, days late, fine, interest, total] for R$ 1.000,00 due 10/03/2026
    ['2026-03-09', 0, 0, 0, 100000],
    ['2026-03-10', 0, 0, 0, 100000],
    ['2026-03-11', 1, 2000, 33, 102033], // 1000 × 1 % / 30 = 0,333… → R$ 0,33
    ['2026-04-08', 29, 2000, 967, 102967], // 29 × 33,33… = 966,67 → 967
    ['2026-04-10', 31, 2000, 1033, 103033], // 1033,33 → 1033
    ['2027-03-10', 365, 2000, 12167, 114167], // 12166,67 → 12167
  ])('on %s: %i days late, fine %i, interest %i, total %i', (today, dias, multa, juros, total) => {
    expect(lateFees(charge(100000), today)).toEqual({ diasAtraso: dias, valor: 100000, multa, juros, total });
  });

  it('counts the leap day as a day late (29/02/2024)', () => {
    expect(lateFees(charge(100000, '2024-02-28'), '2024-03-01')).toMatchObject({
      diasAtraso: 2,
      juros: 67,
      total: 102067,
    });
    expect(lateFees(charge(100000, '2023-02-28'), '2023-03-01')).toMatchObject({ diasAtraso: 1, juros: 33 });
  });

  // D185: the API Pix rule (validadeAposVencimento): a due date on a weekend or national holiday moves to the
  // next business day, and the fine and interest count from that day.
  it('moves a Saturday due date to Monday: nothing on Monday, one day late on Tuesday', () => {
    // 14/03/2026 is a Saturday.
    expect(lateFees(charge(100000, '2026-03-14'), '2026-03-15')).toMatchObject({ diasAtraso: 0, total: 100000 });
    expect(lateFees(charge(100000, '2026-03-14'), '2026-03-16')).toMatchObject({ diasAtraso: 0, total: 100000 });
    expect(lateFees(charge(100000, '2026-03-14'), '2026-03-17')).toEqual({
      diasAtraso: 1,
      valor: 100000,
      multa: 2000,
      juros: 33,
      total: 102033,
    });
  });

  it('moves a due date on a national holiday (Tiradentes, Carnaval 2028 over the leap day)', () => {
    // 21/04/2026 is a Tuesday and a holiday: due on Wednesday 22.
    expect(lateFees(charge(100000, '2026-04-21'), '2026-04-22').total).toBe(100000);
    expect(lateFees(charge(100000, '2026-04-21'), '2026-04-23')).toMatchObject({ diasAtraso: 1, juros: 33 });
    // 28–29/02/2028 are Carnaval: due on Wednesday 01/03.
    expect(lateFees(charge(100000, '2028-02-28'), '2028-03-01').diasAtraso).toBe(0);
    expect(lateFees(charge(100000, '2028-02-28'), '2028-03-02').diasAtraso).toBe(1);
  });

  it('rounds each part half-up to the centavo', () => {
    // R$ 15,00 × 1 %/30 × 1 = 0,5 centavo → 1; fine 2 % of 15,00 = 30
    expect(lateFees(charge(1500), '2026-03-11')).toMatchObject({ multa: 30, juros: 1, total: 1531 });
    // R$ 14,99: 0,4997 centavo → 0; fine 29,98 → 30
    expect(lateFees(charge(1499), '2026-03-11')).toMatchObject({ multa: 30, juros: 0, total: 1529 });
  });

  it('follows the charge value when it changes (computed on the current value)', () => {
    expect(lateFees(charge(250000), '2026-04-10')).toMatchObject({ multa: 5000, juros: 2583, total: 257583 });
    expect(lateFees(charge(89000), '2026-04-10')).toMatchObject({ multa: 1780, juros: 920, total: 91700 });
  });

  it('uses the percentages copied onto the charge, never a fine above 2 %', () => {
    expect(lateFees({ ...charge(100000), multaPercentual: 0, jurosMensalPercentual: 0 }, '2026-04-10')).toMatchObject({
      multa: 0,
      juros: 0,
      total: 100000,
    });
    expect(lateFees({ ...charge(100000), multaPercentual: 1.5, jurosMensalPercentual: 2 }, '2026-03-25')).toMatchObject(
      { multa: 1500, juros: 1000 },
    );
    expect(lateFees({ ...charge(100000), multaPercentual: 10 }, '2026-03-11').multa).toBe(MAX_FINE_PERCENT * 1000);
  });

  it('asks only the value of a charge that is paid or cancelled', () => {
    expect(amountDue({ ...charge(100000), status: 'pago' }, '2026-04-10').total).toBe(100000);
    expect(amountDue({ ...charge(100000), status: 'vencido' }, '2026-04-10').total).toBe(103033);
  });

  it('puts the updated total in the Pix BR Code of an overdue charge (D14), to the centavo', () => {
    const { total } = lateFees(charge(123456), '2026-04-10');
    expect(total).toBe(123456 + 2469 + 1276);
    const code = buildPixBrCode({
      key: 'financeiro@agencia.dev',
      centavos: total,
      beneficiary: 'Agência Digital',
      city: 'São Paulo',
    });
    const parsed = parsePix(code!);
    expect('transactionAmount' in parsed && parsed.transactionAmount).toBe(1272.01);
  });
});

describe('the staff page’s fine and interest of any charge (D163)', () => {
  it('states the rates before the due date and what they add once open and late, nothing more once paid', () => {
    const open = { ...charge(125090), status: 'pendente' };
    expect(chargeFeeLines(open, '2026-03-09')).toEqual({
      multaPercentual: 2,
      jurosMensalPercentual: 1,
      due: { diasAtraso: 0, valor: 125090, multa: 0, juros: 0, total: 125090 },
    });
    expect(chargeFeeLines({ ...open, status: 'vencido' }, '2026-03-11').due).toEqual(lateFees(open, '2026-03-11'));
    expect(chargeFeeLines({ ...open, status: 'pago' }, '2026-03-11')).toMatchObject({
      multaPercentual: 2,
      due: { diasAtraso: 0, multa: 0, juros: 0 },
    });
    // numeric columns may come back as text: the rates are numbers either way.
    expect(chargeFeeLines({ ...open, multaPercentual: '1.5' as unknown as number }, '2026-03-09').multaPercentual).toBe(
      1.5,
    );
  });
});
