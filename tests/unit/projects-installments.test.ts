import { describe, expect, it } from 'vitest';
import {
  addInstallment,
  amountToText,
  DEFAULT_INSTALLMENTS,
  installmentProgress,
  normalizeInstallments,
  parseAmount,
  removeInstallment,
} from '@/lib/projects/installments';
import { normalizeTasks, taskProgress } from '@/lib/projects/tasks';

describe('instalments (document 000 §2.7, §4)', () => {
  it('appends an empty date and an unpaid flag', () => {
    const next = addInstallment({
      installments: 1,
      installment_value: 5000,
      installment_dates: ['2026-03-01'],
      paid_installments: [true],
    });
    expect(next).toEqual({
      installments: 2,
      installment_value: 5000,
      installment_dates: ['2026-03-01', ''],
      paid_installments: [true, false],
    });
  });

  it('removes the matching date and flag and lowers the count', () => {
    const details = {
      installments: 3,
      installment_value: 0,
      installment_dates: ['a', 'b', 'c'],
      paid_installments: [true, false, true],
    };
    expect(removeInstallment(details, 1)).toEqual({
      installments: 2,
      installment_value: 0,
      installment_dates: ['a', 'c'],
      paid_installments: [true, true],
    });
    expect(removeInstallment(details, 7)).toBe(details);
  });

  it('counts "X de N pagas"', () => {
    expect(installmentProgress({ installments: 4, paid_installments: [true, false, true, false] })).toEqual({
      paid: 2,
      total: 4,
      percent: 50,
    });
    expect(installmentProgress({ installments: 0, paid_installments: [] })).toEqual({ paid: 0, total: 0, percent: 0 });
  });

  it('defaults to 1 instalment of 0 and pads stored lists to the count', () => {
    expect(normalizeInstallments(null)).toEqual(DEFAULT_INSTALLMENTS);
    expect(
      normalizeInstallments({
        installments: 3,
        installment_value: '1500',
        installment_dates: ['2026-01-01'],
        paid_installments: [true],
      }),
    ).toEqual({
      installments: 3,
      installment_value: 1500,
      installment_dates: ['2026-01-01', '', ''],
      paid_installments: [true, false, false],
    });
    expect(normalizeInstallments({ installments: 'x', installment_value: 'abc' }).installment_value).toBe(0);
  });
});

describe('amounts (document 000 §5: unparseable numbers become 0)', () => {
  it('reads Brazilian and plain amounts as centavos', () => {
    expect(parseAmount('1.500,50')).toBe(150050);
    expect(parseAmount('R$ 1.500,5')).toBe(150050);
    expect(parseAmount('1500.50')).toBe(150050);
    expect(parseAmount('1.500.000')).toBe(150000000);
    expect(parseAmount('250')).toBe(25000);
    expect(parseAmount(12.34)).toBe(1234);
  });

  it('turns what cannot be parsed into 0', () => {
    expect(parseAmount('abc')).toBe(0);
    expect(parseAmount('')).toBe(0);
    expect(parseAmount('-10')).toBe(0);
    expect(parseAmount('12,34,56')).toBe(0);
  });

  it('shows centavos back as the field text', () => {
    expect(amountToText(150050)).toBe('1500,50');
    expect(amountToText(0)).toBe('');
  });
});

describe('tasks', () => {
  it('counts "x/y tarefas" and drops unusable items', () => {
    const tasks = normalizeTasks([
      { id: 'a', title: 'Briefing', completed: true },
      { title: 'Layout', completed: false },
      'lixo',
      null,
    ]);
    expect(tasks).toEqual([
      { id: 'a', title: 'Briefing', completed: true },
      { id: 't2', title: 'Layout', completed: false },
    ]);
    expect(taskProgress(tasks)).toEqual({ done: 1, total: 2, percent: 50 });
    expect(normalizeTasks('nao-lista')).toEqual([]);
  });
});
