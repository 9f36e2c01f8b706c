/**
 * A proposal's valor is free text (D5: "R$ 12.500,00", "12500", "R$ 8 mil", "3x de R$ 1.000"). For the client
 * page's totals we read the first amount in it, in centavos: the one after "R$" when there is one, else the
 * first number. Thousands separators (".") and the decimal comma are Brazilian; a lone "." followed by one or
 * two digits is a decimal point. "mil" after the number multiplies by 1,000. Null when no amount is found.
 */
export function parseValorText(text: string | null | undefined): number | null {
  if (!text) return null;
  const source = text.replace(/\u00a0/g, ' ');
  const afterSign = /R\$\s*([\d.,]*\d)(\s*mil\b)?/i.exec(source);
  const match = afterSign ?? /(\d[\d.,]*\d|\d)(\s*mil\b)?/i.exec(source);
  if (!match) return null;
  const reais = numberFromBrazilian(match[1]);
  if (reais === null) return null;
  const value = match[2] ? reais * 1000 : reais;
  return Math.round(value * 100);
}

function numberFromBrazilian(raw: string): number | null {
  let digits = raw;
  if (digits.includes(',')) {
    // "12.500,50": dots group thousands, the comma is the decimal point.
    digits = digits.replace(/\./g, '').replace(',', '.');
    if ((digits.match(/\./g) ?? []).length > 1) return null;
  } else {
    const groups = digits.split('.');
    // "12.500" or "1.250.000": every group after the first has three digits, so the dots are thousands.
    const thousands = groups.length > 1 && groups.slice(1).every((group) => group.length === 3);
    digits = thousands ? groups.join('') : groups.length === 2 ? digits : groups.join('');
  }
  const value = Number(digits);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
