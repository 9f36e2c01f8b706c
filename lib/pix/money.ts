/**
 * Money as the API Pix writes it (`\d{1,10}\.\d{2}`, a dot, no thousands separator) from and to the integer
 * centavos the app stores (D5). Percentages of a cobv (`valorPerc`) use the same pattern.
 */
export const PIX_MONEY = /^\d{1,10}\.\d{2}$/;

/** The largest amount the pattern can carry: 9.999.999.999,99. */
export const MAX_PIX_CENTAVOS = 999_999_999_999;

export function centavosToPix(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0 || centavos > MAX_PIX_CENTAVOS)
    throw new RangeError(`Not an amount the API Pix can carry: ${centavos}`);
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** "123.45" → 12345; null when the text is not the API's money pattern. */
export function pixToCentavos(value: unknown): number | null {
  if (typeof value !== 'string' || !PIX_MONEY.test(value)) return null;
  const [reais, cents] = value.split('.');
  return Number(reais) * 100 + Number(cents);
}

/** A percentage with two decimals (the charge columns' scale), as `valorPerc`: 2 → "2.00", 0.333 → "0.33". */
export function percentToPix(percent: number): string {
  return centavosToPix(Math.max(0, Math.round((Number(percent) || 0) * 100)));
}
