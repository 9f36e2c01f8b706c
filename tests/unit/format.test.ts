import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, TIME_ZONE, todayInSaoPaulo } from '@/lib/format';

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

describe('formatDateTime', () => {
  it('writes "dd/MM/yyyy às HH:mm" in São Paulo time', () => {
    expect(formatDateTime('2026-11-22T13:05:00Z')).toBe('22/11/2026 às 10:05');
  });
  it('handles missing and invalid values like formatDate', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('x')).toBe('Data inválida');
  });
});

describe('formatMoney (centavos → BRL)', () => {
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

describe('dates on São Paulo’s clock (Intl, issue 22) agree with date-fns over a TZDate', () => {
  const reference = (date: Date, pattern: string) => format(new TZDate(date, TIME_ZONE), pattern, { locale: ptBR });

  it('for instants from 1900 to 2100, daylight-saving years included', () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
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
    expect(formatDate(new Date('0999-06-15T12:00:00Z'))).toBe(reference(new Date('0999-06-15T12:00:00Z'), 'dd/MM/yyyy'));
    expect(formatDate('2026-02-30')).toBe('Data inválida');
    expect(formatDate('2026-02-28')).toBe('28/02/2026');
  });
});
