import { describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { paymentDiscrepancy } from '@/lib/payments/amount-check';
import { FAILURE_REASONS, failureReason } from '@/lib/payments/failure-reasons';
import { paymentStatusStyle } from '@/lib/payments/rules';

describe('paid amount against expected (D44)', () => {
  const form = { valor: 20_000, valorFinal: 18_000, chargeValue: null };
  it('accepts the amount asked for, in reais, or no figure at all', () => {
    expect(paymentDiscrepancy({ ...form, paidAmount: 18_000, paidCurrency: 'brl' })).toBeNull();
    expect(paymentDiscrepancy({ ...form, paidAmount: 18_000, paidCurrency: 'BRL' })).toBeNull();
    expect(paymentDiscrepancy({ ...form, paidAmount: null, paidCurrency: null })).toBeNull();
  });
  it('flags another amount or another currency', () => {
    expect(paymentDiscrepancy({ ...form, paidAmount: 17_999, paidCurrency: 'brl' })).toEqual({
      reason: 'amount',
      expected: 18_000,
    });
    expect(paymentDiscrepancy({ ...form, paidAmount: 18_000, paidCurrency: 'usd' })).toEqual({
      reason: 'currency',
      expected: 18_000,
    });
  });
  it("flags a charge whose value changed since the checkout, even when the provider's figure matches the checkout", () => {
    const charge = { valor: 10_000, valorFinal: 10_000, chargeValue: 25_000 };
    expect(paymentDiscrepancy({ ...charge, paidAmount: 10_000, paidCurrency: 'brl' })).toEqual({
      reason: 'charge',
      expected: 25_000,
    });
    expect(paymentDiscrepancy({ ...charge, paidAmount: null, paidCurrency: null })).toEqual({
      reason: 'charge',
      expected: 25_000,
    });
    expect(paymentDiscrepancy({ ...charge, chargeValue: 10_000, paidAmount: 10_000, paidCurrency: 'brl' })).toBeNull();
  });
  it('labels the divergente state', () => {
    expect(paymentStatusStyle('divergente')).toMatchObject({ label: 'Valor divergente', tone: 'red' });
  });
});

describe('failure page reason codes (D44)', () => {
  it('maps every known code to our own text', () => {
    for (const code of FAILURE_REASONS) {
      expect(failureReason(code)).toBe(code);
      expect(m.payments.failureReasons[code]).toMatch(/\S/);
    }
    expect(failureReason(' Recusado ')).toBe('recusado');
  });
  it('shows no free text: anything else is no code at all', () => {
    expect(failureReason('Seu cartão foi bloqueado. Ligue para 0800 000 0000 e informe sua senha.')).toBeNull();
    expect(failureReason('<script>alert(1)</script>')).toBeNull();
    expect(failureReason('toString')).toBeNull();
    expect(failureReason('')).toBeNull();
    expect(failureReason(null)).toBeNull();
  });
});
