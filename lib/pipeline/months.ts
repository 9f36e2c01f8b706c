import { addMonths, format, parseISO } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** The São Paulo month (yyyy-MM) of a São Paulo day (yyyy-MM-dd), D6. */
export const monthOf = (day: string) => day.slice(0, 7);

/** The first day of the month `offset` months from the month of `day` (yyyy-MM-01). */
export function monthStart(day: string, offset = 0): string {
  return format(addMonths(parseISO(`${monthOf(day)}-01`), offset), 'yyyy-MM-dd');
}

/** The last `count` months ending with the month of `day`, oldest first, as yyyy-MM. */
export function lastMonths(day: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => monthOf(monthStart(day, i - count + 1)));
}

/** "mar/26" for a chart axis. */
export function monthLabel(month: string): string {
  return format(parseISO(`${month}-01`), 'MMM/yy', { locale: ptBR });
}

/** The value a month key (yyyy-MM) maps to, or 0: fills the months with no rows. */
export function byMonth(months: string[], rows: { mes: string; total: number }[]): number[] {
  const map = new Map(rows.map((r) => [r.mes, Number(r.total)]));
  return months.map((m) => map.get(m) ?? 0);
}
