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
 * process; date-fns' format over a TZDate cost a few percent of a staff list's render (issue 22).
 */
const saoPauloParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

type DayParts = { year: string; month: string; day: string; hour: string; minute: string };

function partsIn(date: Date): DayParts {
  const parts: DayParts = { year: '', month: '', day: '', hour: '', minute: '' };
  for (const part of saoPauloParts.formatToParts(date)) if (part.type in parts) parts[part.type as keyof DayParts] = part.value;
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

/** dd/MM/yyyy in São Paulo time; "-" when missing, "Data inválida" when unreadable. */
export function formatDate(value: DateInput): string {
  // A bare calendar date ("2026-03-05") is a day, not an instant: show it as written.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return isValid(parseISO(value)) ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : INVALID_DATE;
  }
  return formatIn(value, false);
}

/** "dd/MM/yyyy às HH:mm" in São Paulo time. */
export function formatDateTime(value: DateInput): string {
  return formatIn(value, true);
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** Money is stored in integer centavos (D5) and shown as R$ 1.234,56. */
export function formatMoney(centavos: number | null | undefined): string {
  if (centavos === null || centavos === undefined || !Number.isFinite(centavos)) return MISSING;
  return brl.format(centavos / 100);
}

/** Today's calendar day in São Paulo as yyyy-MM-dd. */
export function todayInSaoPaulo(now: Date = new Date()): string {
  const { year, month, day } = partsIn(now);
  return `${year}-${month}-${day}`;
}

/** "2" or "1,5" (pt-BR decimal comma, at most two decimals) for percentages. */
export function formatPercent(value: number): string {
  return new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 }).format(value);
}
