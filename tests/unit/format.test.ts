import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, todayInSaoPaulo } from '@/lib/format';

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
