import { parsePix, hasError } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import {
  canTransition,
  chargeNumber,
  chargeStatusStyle,
  daysPastDue,
  isOverdueForPublic,
  isOverdueForStaff,
  paymentMethodLabel,
  reaisToCentavos,
  yearInSaoPaulo,
} from '@/lib/charges/rules';
import { buildPixBrCode, normalizePixKey, pixKeyKind, pixText } from '@/lib/pix';

describe('Pix BR Code (D14)', () => {
  it('decodes back to the same key, amount, name and city, with a valid CRC', () => {
    const code = buildPixBrCode({
      key: 'financeiro@agencia.dev',
      centavos: 123456,
      beneficiary: 'Agência São João Ltda',
      city: 'São Paulo',
      txid: 'COB20260001',
    });
    expect(code).toBeTruthy();
    const parsed = parsePix(code!);
    expect(hasError(parsed)).toBe(false);
    if (hasError(parsed) || parsed.type !== 'STATIC') throw new Error('not static');
    expect(parsed.pixKey).toBe('financeiro@agencia.dev');
    expect(parsed.transactionAmount).toBe(1234.56);
    expect(parsed.merchantName).toBe('AGENCIA SAO JOAO LTDA');
    expect(parsed.merchantCity).toBe('SAO PAULO');
    expect(parsed.txid).toBe('COB20260001');
    // The CRC is the last 4 hex digits over everything before them (field 63, length 04).
    expect(code!).toMatch(/6304[0-9A-F]{4}$/);
  });
  it('respects the field lengths (name 25, city 15) instead of failing', () => {
    const code = buildPixBrCode({
      key: '+5511987654321',
      centavos: 100,
      beneficiary: 'Uma Agência de Nome Muito Muito Comprido',
      city: 'São José dos Campos do Sul',
    });
    const parsed = parsePix(code!);
    if (hasError(parsed) || parsed.type !== 'STATIC') throw new Error('invalid');
    expect(parsed.merchantName.length).toBeLessThanOrEqual(25);
    expect(parsed.merchantCity.length).toBeLessThanOrEqual(15);
  });
  it('makes no code without a real key or with a zero amount', () => {
    expect(buildPixBrCode({ key: 'https://banco.dev/pagar', centavos: 100, beneficiary: 'A', city: 'B' })).toBeNull();
    expect(buildPixBrCode({ key: 'a@b.co', centavos: 0, beneficiary: 'A', city: 'B' })).toBeNull();
  });
  it('recognises every kind of Pix key', () => {
    expect(pixKeyKind('contato@agencia.dev')).toBe('email');
    expect(pixKeyKind('+55 (11) 98765-4321')).toBe('telefone');
    expect(pixKeyKind('529.982.247-25')).toBe('cpf');
    expect(pixKeyKind('11.222.333/0001-81')).toBe('cnpj');
    expect(pixKeyKind('123e4567-e89b-42d3-a456-426614174000')).toBe('aleatoria');
    expect(pixKeyKind('529.982.247-24')).toBeNull();
    expect(pixKeyKind('https://pix.example/abc')).toBeNull();
    expect(normalizePixKey('529.982.247-25')).toBe('52998224725');
  });
  it('strips accents and non-ASCII from texts', () => {
    expect(pixText('Ação & Cia — Ltda', 25)).toBe('ACAO & CIA LTDA');
  });
});

describe('overdue rules in São Paulo time (D6, document 001 §2.7, §2.8, §9)', () => {
  it('counts calendar days from the due date', () => {
    expect(daysPastDue('2026-11-20', '2026-11-22')).toBe(2);
    expect(daysPastDue('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysPastDue('2026-11-25', '2026-11-22')).toBe(-3);
  });
  it('alerts staff from the day after the due date', () => {
    expect(isOverdueForStaff('pendente', '2026-11-22', '2026-11-22')).toBe(false);
    expect(isOverdueForStaff('pendente', '2026-11-21', '2026-11-22')).toBe(true);
    expect(isOverdueForStaff('pago', '2026-01-01', '2026-11-22')).toBe(false);
    expect(isOverdueForStaff('vencido', '2026-11-21', '2026-11-22')).toBe(true);
  });
  it('alerts the public page only after due date + 2 days', () => {
    expect(isOverdueForPublic('pendente', '2026-11-20', '2026-11-22')).toBe(false);
    expect(isOverdueForPublic('pendente', '2026-11-19', '2026-11-22')).toBe(true);
    expect(isOverdueForPublic('cancelado', '2026-01-01', '2026-11-22')).toBe(false);
    expect(isOverdueForPublic('vencido', '2026-11-19', '2026-11-22')).toBe(true);
  });
  it('uses the São Paulo year for numbering', () => {
    expect(yearInSaoPaulo(new Date('2027-01-01T02:00:00Z'))).toBe(2026);
    expect(yearInSaoPaulo(new Date('2027-01-01T03:00:00Z'))).toBe(2027);
  });
});

describe('charge status, methods, numbers and amounts', () => {
  it('moves only from an open charge (pendente, or vencido: D62) to pago or cancelado', () => {
    expect(canTransition('vencido', 'pago')).toBe(true);
    expect(canTransition('vencido', 'cancelado')).toBe(true);
    expect(canTransition('pendente', 'pago')).toBe(true);
    expect(canTransition('pendente', 'cancelado')).toBe(true);
    expect(canTransition('pago', 'cancelado')).toBe(false);
    expect(canTransition('cancelado', 'pago')).toBe(false);
    expect(canTransition('pendente', 'vencido')).toBe(false);
  });
  it('labels statuses and methods as the document does', () => {
    expect(['pendente', 'pago', 'vencido', 'cancelado'].map((s) => chargeStatusStyle(s).label)).toEqual([
      'Pendente',
      'Pago',
      'Vencido',
      'Cancelado',
    ]);
    expect(['pix', 'cartao', 'boleto', 'transferencia'].map(paymentMethodLabel)).toEqual([
      'PIX',
      'Cartão',
      'Boleto',
      'Transferência',
    ]);
  });
  it('numbers charges per year with four digits', () => {
    expect(chargeNumber(2026, 1)).toBe('2026-0001');
    expect(chargeNumber(2026, 12345)).toBe('2026-12345');
  });
  it('reads reais typed either way into centavos', () => {
    expect(reaisToCentavos('1.234,56')).toBe(123456);
    expect(reaisToCentavos('R$ 99,9')).toBe(9990);
    expect(reaisToCentavos('1234.5')).toBe(123450);
    expect(reaisToCentavos(10.005)).toBe(1001);
    expect(reaisToCentavos('abc')).toBeNaN();
  });
});
