import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  saoPauloClock,
  TIME_ZONE,
  todayInSaoPaulo,
} from '@/lib/format';

describe('formatDate (dd/MM/yyyy, São Paulo)', () => {
  it('shows an instant as the São Paulo calendar day', () => {
    // 02:30 UTC on the 6th is still the 5th in São Paulo (UTC-3).
    expect(formatDate('2026-03-06T02:30:00Z')).toBe('05/03/2026');
    expect(formatDate(new Date('2026-12-31T15:00:00Z'))).toBe('31/12/2026');
  });
  it('shows a bare calendar date as written, whatever the zone', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
  });
  it('says "Data inválida" for unreadable dates and "-" for missing ones', () => {
    expect(formatDate('ontem')).toBe('Data inválida');
    expect(formatDate('2026-02-30')).toBe('Data inválida');
    expect(formatDate(null)).toBe('-');
    expect(formatDate(undefined)).toBe('-');
    expect(formatDate('')).toBe('-');
  });
});

describe('saoPauloClock (timestamps of a list, shown without time-zone data in the browser)', () => {
  it('writes the São Paulo wall clock, which formatDate and formatDateTime print as written', () => {
    const instant = new Date('2026-03-06T02:30:00Z');
    expect(saoPauloClock(instant)).toBe('2026-03-05T23:30');
    expect(formatDate(saoPauloClock(instant))).toBe(formatDate(instant));
    expect(formatDateTime(saoPauloClock(instant))).toBe(formatDateTime(instant));
    // A daylight-saving summer (2018) and the years since.
    for (const iso of [
      '2018-12-01T12:00:00Z',
      '2019-02-17T01:59:00Z',
      '2024-07-01T03:00:00Z',
      '2026-11-26T02:59:00Z',
    ]) {
      expect(formatDateTime(saoPauloClock(new Date(iso))), iso).toBe(formatDateTime(iso));
    }
  });
  it('says "Data inválida" for an impossible wall clock', () => {
    expect(formatDate('2026-02-30T10:00')).toBe('Data inválida');
    expect(formatDateTime('2026-02-30T10:00')).toBe('Data inválida');
  });
});

describe('formatDateTime', () => {
  it('writes "dd/MM/yyyy às HH:mm" in São Paulo time', () => {
    expect(formatDateTime('2026-11-22T13:05:00Z')).toBe('22/11/2026 às 10:05');
  });
  it('handles missing and invalid values like formatDate', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('x')).toBe('Data inválida');
  });
});

describe('formatCount', () => {
  it('writes integers exactly as Intl.NumberFormat("pt-BR") does, without ICU', () => {
    const intl = new Intl.NumberFormat('pt-BR');
    for (const n of [0, 1, 12, 999, 1000, 1234, 99999, 1234567, Number.MAX_SAFE_INTEGER, -1, -1234, 12.5, 1e21])
      expect(formatCount(n), String(n)).toBe(intl.format(n));
  });
});

describe('formatMoney (centavos → BRL)', () => {
  it('writes whole centavos exactly as Intl.NumberFormat does, without ICU', () => {
    const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
    const samples = [
      0,
      -0,
      1,
      5,
      10,
      99,
      100,
      101,
      999,
      1000,
      100000,
      123456,
      99999999,
      100000000,
      123456789012,
      9999999999999,
      10 ** 13,
      123456789012345,
    ];
    for (let i = 0; i < 500; i++) samples.push(Math.floor(Math.random() * 10 ** (1 + (i % 13))));
    for (const centavos of [...samples, ...samples.map((v) => -v)])
      expect(formatMoney(centavos), String(centavos)).toBe(intl.format(centavos / 100));
  });
  it('leaves a fraction of a centavo to Intl', () => {
    expect(formatMoney(12.5).replace(/\s/g, ' ')).toBe('R$ 0,13');
  });
  it('formats as R$ with pt-BR separators', () => {
    expect(formatMoney(123456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(formatMoney(0).replace(/\s/g, ' ')).toBe('R$ 0,00');
    expect(formatMoney(-990).replace(/\s/g, ' ')).toBe('-R$ 9,90');
  });
  it('shows "-" for missing amounts', () => {
    expect(formatMoney(null)).toBe('-');
    expect(formatMoney(Number.NaN)).toBe('-');
  });
});

describe('todayInSaoPaulo (D6)', () => {
  it('uses the São Paulo day, not the server day', () => {
    expect(todayInSaoPaulo(new Date('2026-01-01T02:00:00Z'))).toBe('2025-12-31');
    expect(todayInSaoPaulo(new Date('2026-01-01T03:00:00Z'))).toBe('2026-01-01');
  });
});

describe('dates on São Paulo’s clock (Intl, D87) agree with date-fns over a TZDate', () => {
  const reference = (date: Date, pattern: string) => format(new TZDate(date, TIME_ZONE), pattern, { locale: ptBR });

  it('for instants from 1900 to 2100, daylight-saving years included', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const from = Date.UTC(1900, 0, 1);
    const to = Date.UTC(2100, 0, 1);
    for (let i = 0; i < 3000; i++) {
      const date = new Date(from + Math.floor(random() * (to - from)));
      expect(formatDate(date)).toBe(reference(date, 'dd/MM/yyyy'));
      expect(formatDateTime(date)).toBe(reference(date, "dd/MM/yyyy 'às' HH:mm"));
      expect(todayInSaoPaulo(date)).toBe(reference(date, 'yyyy-MM-dd'));
    }
  });

  it('at midnight, on the day boundary and in a year below 1000', () => {
    expect(formatDateTime(new Date('2026-03-05T03:00:00Z'))).toBe('05/03/2026 às 00:00');
    expect(formatDateTime(new Date('2026-03-05T02:59:00Z'))).toBe('04/03/2026 às 23:59');
    expect(todayInSaoPaulo(new Date('2026-01-01T02:59:59Z'))).toBe('2025-12-31');
    expect(formatDate(new Date('0999-06-15T12:00:00Z'))).toBe(
      reference(new Date('0999-06-15T12:00:00Z'), 'dd/MM/yyyy'),
    );
    expect(formatDate('2026-02-30')).toBe('Data inválida');
    expect(formatDate('2026-02-28')).toBe('28/02/2026');
  });
});
