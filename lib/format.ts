import { isValid, parseISO } from 'date-fns';

/** DECISIONS D6: every calendar computation uses the São Paulo day, whatever the server's zone. */
export const TIME_ZONE = 'America/Sao_Paulo';
export const MISSING = '-';
export const INVALID_DATE = 'Data inválida';

type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/**
 * One formatter for every date shown: the calendar parts of an instant on São Paulo's clock. Made once per
 * process; date-fns' format over a TZDate cost a few percent of a staff list's render (D87).
 *
 * Made on first use, not when the module loads: a browser's first Intl.DateTimeFormat or Intl.NumberFormat
 * loads ICU's locale data, 40–90 ms of main thread on the bench machine (more on a phone), and a staff page
 * that shows only calendar days and money (formatted below without ICU) never needs it (D87).
 */
let saoPauloParts: Intl.DateTimeFormat | undefined;

function saoPauloFormatter(): Intl.DateTimeFormat {
  saoPauloParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return saoPauloParts;
}

type DayParts = { year: string; month: string; day: string; hour: string; minute: string };

function partsIn(date: Date): DayParts {
  const parts: DayParts = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of saoPauloFormatter().formatToParts(date))
    if (part.type in parts) parts[part.type as keyof DayParts] = part.value;
  parts.year = parts.year.padStart(4, '0');
  return parts;
}

function formatIn(value: DateInput, withTime: boolean): string {
  const date = toDate(value);
  if (date === undefined) return MISSING;
  if (date === null) return INVALID_DATE;
  const { year, month, day, hour, minute } = partsIn(date);
  return withTime ? `${day}/${month}/${year} às ${hour}:${minute}` : `${day}/${month}/${year}`;
}

/** A São Paulo wall-clock reading with no zone, as saoPauloClock writes it ("2026-03-05T14:30"). */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * An instant as São Paulo's wall clock, "yyyy-MM-ddTHH:mm" with no zone. Lists send their timestamps to the
 * browser in this form: formatDate and formatDateTime print it as written, so a page that shows times needs
 * no time-zone data in the browser (the first Intl.DateTimeFormat loads ICU's, see saoPauloFormatter).
 */
export function saoPauloClock(value: Date): string {
  const { year, month, day, hour, minute } = partsIn(value);
  return `${year}-${month}-${day}T${hour}:${minute}`;
}

/** dd/MM/yyyy in São Paulo time; "-" when missing, "Data inválida" when unreadable. */
export function formatDate(value: DateInput): string {
  // A bare calendar date ("2026-03-05") is a day, not an instant: show it as written; so is a São Paulo
  // wall-clock reading ("2026-03-05T14:30", see saoPauloClock).
  if (typeof value === 'string' && (/^\d{4}-\d{2}-\d{2}$/.test(value) || WALL_CLOCK.test(value))) {
    return isValid(parseISO(value)) ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : INVALID_DATE;
  }
  return formatIn(value, false);
}

/** "dd/MM/yyyy às HH:mm" in São Paulo time. */
export function formatDateTime(value: DateInput): string {
  const clock = typeof value === 'string' ? WALL_CLOCK.exec(value) : null;
  if (clock)
    return isValid(parseISO(value as string))
      ? `${clock[3]}/${clock[2]}/${clock[1]} às ${clock[4]}:${clock[5]}`
      : INVALID_DATE;
  return formatIn(value, true);
}

let brl: Intl.NumberFormat | undefined;
let integer: Intl.NumberFormat | undefined;

/** "1.234.567": an integer's digits in groups of three, as pt-BR writes them. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** A count as pt-BR writes it ("1.234"), by hand for safe integers (no ICU, see saoPauloFormatter). */
export function formatCount(value: number): string {
  if (Number.isSafeInteger(value)) return `${value < 0 ? '-' : ''}${groupThousands(String(Math.abs(value)))}`;
  integer ??= new Intl.NumberFormat('pt-BR');
  return integer.format(value);
}

/**
 * Money is stored in integer centavos (D5) and shown as R$ 1.234,56, exactly as Intl.NumberFormat('pt-BR',
 * { style: 'currency', currency: 'BRL' }) writes it (a no-break space after "R$", "-R$" before a negative
 * value). Whole centavos are written by hand, so a page that shows money does not load ICU for it (see
 * saoPauloFormatter); anything else (a fraction of a centavo, R$ 100 bilhões or more, where centavos / 100
 * stops being exact) goes through Intl.
 */
export function formatMoney(centavos: number | null | undefined): string {
  if (centavos === null || centavos === undefined || !Number.isFinite(centavos)) return MISSING;
  if (Number.isInteger(centavos) && Math.abs(centavos) < 1e13) {
    const negative = centavos < 0 || Object.is(centavos, -0);
    const abs = Math.abs(centavos);
    const reais = groupThousands(String(Math.floor(abs / 100)));
    const cents = String(abs % 100).padStart(2, '0');
    return `${negative ? '-' : ''}R$\u00a0${reais},${cents}`;
  }
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(centavos / 100);
}

/** Today's calendar day in São Paulo as yyyy-MM-dd. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  const { year, month, day } = partsIn(now);
  return `${year}-${month}-${day}`;
}

let percent: Intl.NumberFormat | undefined;

/** "2" or "1,5" (pt-BR decimal comma, at most two decimals) for percentages. */
export function formatPercent(value: number): string {
  percent ??= new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
  return percent.format(value);
}
