import { describe, expect, it } from 'vitest';
import { amountInWords, integerInWords } from '@/lib/money/in-words';

describe('amount in words (D187)', () => {
  it.each([
    [0, 'zero real'],
    [1, 'um centavo'],
    [50, 'cinquenta centavos'],
    [100, 'um real'],
    [101, 'um real e um centavo'],
    [200, 'dois reais'],
    [1050, 'dez reais e cinquenta centavos'],
    [1999, 'dezenove reais e noventa e nove centavos'],
    [10000, 'cem reais'],
    [10100, 'cento e um reais'],
    [21555, 'duzentos e quinze reais e cinquenta e cinco centavos'],
    [100000, 'mil reais'],
    [102067, 'mil e vinte reais e sessenta e sete centavos'],
    [120000, 'mil e duzentos reais'],
    [123400, 'mil duzentos e trinta e quatro reais'],
    [125050, 'mil duzentos e cinquenta reais e cinquenta centavos'],
    [2003000, 'vinte mil e trinta reais'],
    [100000000, 'um milhão de reais'],
    [250000000, 'dois milhões e quinhentos mil reais'],
    [200000000, 'dois milhões de reais'],
    [
      123456789,
      'um milhão duzentos e trinta e quatro mil quinhentos e sessenta e sete reais e oitenta e nove centavos',
    ],
    [10000000000, 'cem milhões de reais'],
  ])('%i centavos: %s', (centavos, words) => {
    expect(amountInWords(centavos)).toBe(words);
  });

  it('writes the teens, the hundreds and one billion', () => {
    expect(integerInWords(14)).toBe('quatorze');
    expect(integerInWords(999)).toBe('novecentos e noventa e nove');
    expect(integerInWords(1_000_000_001)).toBe('um bilhão e um');
  });

  it('refuses what is not a whole, non-negative amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
