import { describe, expect, it } from 'vitest';
import { centavosToField, normaliseMoneyField } from '@/lib/money/input';

describe('the one money field (components/forms/money-input.tsx)', () => {
  it('writes an amount with thousands dots and comma decimals', () => {
    expect(centavosToField(480000)).toBe('4.800,00');
    expect(centavosToField(5)).toBe('0,05');
    expect(normaliseMoneyField('4800')).toBe('4.800,00');
    expect(normaliseMoneyField('4800.5')).toBe('4.800,50');
    expect(normaliseMoneyField('R$ 1.200,00')).toBe('1.200,00');
    expect(normaliseMoneyField('1200,5')).toBe('1.200,50');
  });
  it('leaves what is not an amount as typed, for the validation to name', () => {
    expect(normaliseMoneyField('abc')).toBe('abc');
    expect(normaliseMoneyField('  ')).toBe('');
  });
});
