import { addMonths, addYears, format, parseISO, subDays } from 'date-fns';

export const RECURRENCES = ['mensal', 'anual'] as const;
export type Recurrence = (typeof RECURRENCES)[number];

/**
 * Due date of the n-th charge of a series (1 = the first), counted from the first's due date so that a series
 * starting on the 31st stays on the month's last day when a month is shorter (date-fns clamps) and goes back to
 * the 31st afterwards.
 */
export function seriesDueDate(firstDue: string, recurrence: Recurrence, n: number): string {
  const base = parseISO(firstDue);
  const date = recurrence === 'anual' ? addYears(base, n - 1) : addMonths(base, n - 1);
  return format(date, 'yyyy-MM-dd');
}

/** The day the n-th charge is created: `antecedencia` days before its due date (D66). */
export function seriesCreateDay(firstDue: string, recurrence: Recurrence, n: number, antecedencia: number): string {
  return format(subDays(parseISO(seriesDueDate(firstDue, recurrence, n)), antecedencia), 'yyyy-MM-dd');
}

/** Whether the series still has a charge n to create (vezes null = until stopped). */
export function seriesHasNext(n: number, vezes: number | null): boolean {
  return vezes === null || n <= vezes;
}

export function isRecurrence(value: unknown): value is Recurrence {
  return (RECURRENCES as readonly unknown[]).includes(value);
}
