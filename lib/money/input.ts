import { reaisToCentavos } from '@/lib/charges/rules';
import { formatMoney } from '@/lib/format';

/** Centavos as a money field shows them: thousands dots, comma decimals, no "R$" (the field shows it). */
export function centavosToField(centavos: number): string {
  return formatMoney(centavos).replace(/^(-?)R\$\s/, '$1');
}

/**
 * What a person typed in a money field, written the one way every form shows money ("1.234,56"), or the text as
 * typed when it is not an amount (the form's validation then says so). "R$ 1.200", "1200,5" and "1200.50" all
 * become "1.200,50"-style text.
 */
export function normaliseMoneyField(text: string): string {
  if (text.trim() === '') return '';
  const centavos = reaisToCentavos(text.trim());
  return Number.isFinite(centavos) ? centavosToField(centavos) : text;
}
