import type { CobvRequest } from './cobv';
import { addDays, businessDayOnOrAfter, daysBetween, daysLate, isBusinessDay } from './holidays';
import { pixToCentavos } from './money';

/**
 * What a cobv asks on a given São Paulo calendar day (D6), from the terms that were sent to the PSP, the way the
 * Banco Central's Manual de Padrões has the payer's PSP compute it:
 * - a due date on a weekend or national holiday moves to the next business day (lib/pix/holidays.ts); paying
 *   on or before that day is on time;
 * - after it, the fine is charged once (a percentage of, or a fixed value on, the original minus the abatimento);
 * - interest is simple and, like the fine, counts from the moved due date (D185: the spec's
 *   `validadeAposVencimento` text has `juros` and `multa` take the extension): calendar-day modalidades (1–4)
 *   the calendar days after it (lib/pix/holidays.ts daysLate), business-day ones (5–8) the business days; the
 *   rate is divided by 30 or 365 (calendar) and 21 or 252 (business) for monthly and yearly rates;
 * - a discount applies up to its date (moved to a business day the same way);
 * - each part is rounded half-up to the centavo; the cobv can be paid up to `validadeAposVencimento` calendar
 *   days after the (moved) due date, the last day itself moved to a business day.
 */
export type AmountDue = {
  payable: boolean;
  /** Calendar days after the due date moved to a business day (0 when on time, D185). */
  diasAtraso: number;
  original: number;
  multa: number;
  juros: number;
  abatimento: number;
  desconto: number;
  total: number;
};

type Terms = Pick<CobvRequest, 'calendario' | 'valor'>;

/** Hundredths of the `valorPerc` text ("2.00" → 200): percent basis points, or centavos for fixed values. */
const hundredths = (valorPerc: string | undefined) => pixToCentavos(valorPerc) ?? 0;

function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (isBusinessDay(day)) count++;
  return count;
}

/** The last day a cobv can be paid. */
export function lastPayableDay(calendario: Terms['calendario']): string {
  const due = businessDayOnOrAfter(calendario.dataDeVencimento);
  return businessDayOnOrAfter(addDays(due, Math.max(0, calendario.validadeAposVencimento)));
}

function discount(terms: Terms, base: number, day: string): number {
  const d = terms.valor.desconto;
  if (!d) return 0;
  if ('descontoDataFixa' in d) {
    const valid = d.descontoDataFixa
      .filter((item) => day <= businessDayOnOrAfter(item.data))
      .sort((a, b) => (a.data < b.data ? -1 : 1))[0];
    if (!valid) return 0;
    return d.modalidade === 1 ? hundredths(valid.valorPerc) : roundHalfUp(base * hundredths(valid.valorPerc), 10_000);
  }
  const due = businessDayOnOrAfter(terms.calendario.dataDeVencimento);
  if (day >= due) return 0;
  const days = d.modalidade === 3 || d.modalidade === 5 ? daysBetween(day, due) : businessDaysBetween(day, due);
  const perDay = hundredths(d.valorPerc);
  return d.modalidade <= 4 ? perDay * days : roundHalfUp(base * perDay * days, 10_000);
}

function interest(terms: Terms, base: number, day: string): number {
  const j = terms.valor.juros;
  if (!j) return 0;
  const due = businessDayOnOrAfter(terms.calendario.dataDeVencimento);
  const calendar = j.modalidade <= 4;
  const days = calendar ? daysLate(due, day) : businessDaysBetween(due, day);
  const rate = hundredths(j.valorPerc);
  const kind = (j.modalidade - 1) % 4; // 0 value/day, 1 %/day, 2 %/month, 3 %/year
  if (kind === 0) return rate * days;
  const divisor = [1, 1, calendar ? 30 : 21, calendar ? 365 : 252][kind];
  return roundHalfUp(base * rate * days, 10_000 * divisor);
}

export function amountDueOn(terms: Terms, day: string): AmountDue {
  const original = pixToCentavos(terms.valor.original) ?? 0;
  const a = terms.valor.abatimento;
  const abatimento = !a
    ? 0
    : a.modalidade === 1
      ? hundredths(a.valorPerc)
      : roundHalfUp(original * hundredths(a.valorPerc), 10_000);
  const base = Math.max(0, original - abatimento);
  const payable = day <= lastPayableDay(terms.calendario);
  const late = day > businessDayOnOrAfter(terms.calendario.dataDeVencimento);
  let multa = 0;
  let juros = 0;
  let desconto = 0;
  if (late) {
    const m = terms.valor.multa;
    if (m) multa = m.modalidade === 1 ? hundredths(m.valorPerc) : roundHalfUp(base * hundredths(m.valorPerc), 10_000);
    juros = interest(terms, base, day);
  } else {
    desconto = Math.min(discount(terms, base, day), base);
  }
  const diasAtraso = late ? daysLate(terms.calendario.dataDeVencimento, day) : 0;
  const total = base + multa + juros - desconto;
  return { payable, diasAtraso, original, multa, juros, abatimento, desconto, total };
}
