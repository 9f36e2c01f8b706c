import { describe, expect, it } from 'vitest';
import { txidForCharge } from '@/lib/pix/txid';
import {
  creditKey,
  matchCredit,
  indexCharges,
  namesMatch,
  planImport,
  type CreditToMatch,
  type OpenCharge,
} from '@/lib/statement/match';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const charge = (n: number, over: Partial<OpenCharge> = {}): OpenCharge => ({
  id: id(n),
  txid: txidForCharge(id(n)),
  valor: 150000,
  dataVencimento: '2026-11-10',
  clienteNome: 'João da Conceição',
  clienteDocumento: '529.982.247-25',
  ...over,
});

const credit = (over: Partial<CreditToMatch> = {}): CreditToMatch => ({
  fitid: 'F1',
  conta: '0341:1234:56789-0',
  valor: 150000,
  data: '2026-11-10',
  memo: 'PIX RECEBIDO',
  pagadorNome: null,
  pagadorDocumento: null,
  ...over,
});

const match = (c: CreditToMatch, charges: OpenCharge[]) => matchCredit(c, indexCharges(charges));

describe('matching statement credits to open charges', () => {
  it('is exact by the txid in the memo, whatever the amount or the case', () => {
    const charges = [charge(1), charge(2)];
    const memo = `PIX ${txidForCharge(id(2)).toUpperCase()}`;
    expect(match(credit({ memo, valor: 123 }), charges)).toEqual({ kind: 'exact', chargeId: id(2), by: 'txid' });
  });

  it('is exact by amount within the window and the payer’s document', () => {
    const charges = [charge(1), charge(2, { clienteNome: 'Maria Souza', clienteDocumento: '11.222.333/0001-81' })];
    expect(match(credit({ pagadorDocumento: '11222333000181' }), charges)).toEqual({
      kind: 'exact',
      chargeId: id(2),
      by: 'documento',
    });
  });

  it('is exact by amount within the window and the payer’s name as banks cut it', () => {
    const charges = [charge(1), charge(2, { clienteNome: 'Maria Souza', clienteDocumento: null })];
    expect(match(credit({ pagadorNome: 'JOAO D CONCEICAO' }), charges)).toEqual({
      kind: 'exact',
      chargeId: id(1),
      by: 'nome',
    });
    expect(match(credit({ memo: 'PIX RECEBIDO MARIA S SOUZA' }), charges)).toEqual({
      kind: 'exact',
      chargeId: id(2),
      by: 'nome',
    });
  });

  it('is ambiguous when two charges of the payer have that amount, or when the payer matches none', () => {
    const twins = [charge(1), charge(2, { dataVencimento: '2026-11-20' })];
    expect(match(credit({ pagadorNome: 'JOAO CONCEICAO' }), twins)).toEqual({
      kind: 'ambiguous',
      candidates: [id(1), id(2)],
    });
    const strangers = [charge(1, { clienteNome: 'Ana Lima' }), charge(2, { clienteNome: 'Rui Costa' })];
    expect(match(credit({ pagadorNome: 'PEDRO ALVES' }), strangers)).toEqual({
      kind: 'ambiguous',
      candidates: [id(1), id(2)],
    });
  });

  it('is none for another amount, or a due date outside the window', () => {
    expect(match(credit({ valor: 149999 }), [charge(1)])).toEqual({ kind: 'none' });
    expect(match(credit({ data: '2026-10-26' }), [charge(1)])).toEqual({ kind: 'ambiguous', candidates: [id(1)] }); // 15 days early
    expect(match(credit({ data: '2026-10-25' }), [charge(1)])).toEqual({ kind: 'none' });
    expect(match(credit({ data: '2027-01-09' }), [charge(1)])).toEqual({ kind: 'ambiguous', candidates: [id(1)] }); // 60 days late
    expect(match(credit({ data: '2027-01-10' }), [charge(1)])).toEqual({ kind: 'none' });
  });

  it('does not take “João” for “Joana”, nor a client with no name', () => {
    expect(namesMatch('João da Conceição', 'JOANA CONCEICAO')).toBe(false);
    expect(namesMatch('João', 'PIX JOAO')).toBe(true);
    expect(namesMatch(null, 'JOAO')).toBe(false);
  });
});

describe('planning an import', () => {
  const charges = [charge(1), charge(2, { valor: 90000, clienteNome: 'Maria Souza', clienteDocumento: null })];
  const file = [
    credit({ fitid: 'A', pagadorNome: 'JOAO CONCEICAO' }),
    credit({ fitid: 'B', valor: 90000, memo: 'PIX MARIA SOUZA' }),
    credit({ fitid: 'C', valor: 777 }),
  ];

  it('matches each new credit', () => {
    const plan = planImport(file, new Set(), charges);
    expect(plan.repetidos).toBe(0);
    expect(plan.novos.map((p) => [p.credit.fitid, p.match.kind])).toEqual([
      ['A', 'exact'],
      ['B', 'exact'],
      ['C', 'none'],
    ]);
  });

  it('changes nothing when the same file is imported again', () => {
    const stored = new Set(file.map(creditKey));
    expect(planImport(file, stored, charges)).toEqual({ novos: [], repetidos: 3 });
  });

  it('takes a credit repeated within the file once, and the same FITID of another account as new', () => {
    const plan = planImport([file[0], file[0], { ...file[0], conta: '0260:0001:999' }], new Set(), charges);
    expect(plan.repetidos).toBe(1);
    expect(plan.novos).toHaveLength(2);
  });

  it('never confirms one charge for two credits: both are proposed instead', () => {
    const plan = planImport([file[0], { ...file[0], fitid: 'A2' }], new Set(), charges);
    expect(plan.novos.map((p) => p.match)).toEqual([
      { kind: 'ambiguous', candidates: [id(1)] },
      { kind: 'ambiguous', candidates: [id(1)] },
    ]);
  });

  it('plans 500 credits against 1,000 open charges quickly', () => {
    const many = Array.from({ length: 1000 }, (_, i) =>
      charge(i + 10, { valor: 10000 + (i % 700) * 100, clienteNome: `Cliente ${i}`, clienteDocumento: null }),
    );
    const credits = Array.from({ length: 500 }, (_, i) =>
      credit({ fitid: `F${i}`, valor: 10000 + i * 100, memo: `PIX CLIENTE ${i}` }),
    );
    planImport(credits.slice(0, 10), new Set(), many); // warm up
    const started = performance.now();
    const plan = planImport(credits, new Set(), many);
    expect(performance.now() - started).toBeLessThan(500);
    expect(plan.novos).toHaveLength(500);
    expect(plan.novos.every((p) => p.match.kind !== 'none')).toBe(true);
  });
});
