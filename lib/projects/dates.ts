import { TZDate } from '@date-fns/tz';
import { differenceInCalendarDays, format, isValid, parseISO } from 'date-fns';
import { TIME_ZONE } from '@/lib/format';

/** A calendar day as the forms send it and jsonb stores it. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isDay(value: unknown): value is string {
  return typeof value === 'string' && DAY_PATTERN.test(value) && isValid(parseISO(value));
}

/** DECISIONS D6: the São Paulo calendar day of an instant (or of a stored day text), or null. */
export function toDay(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && DAY_PATTERN.test(value)) return isDay(value) ? value : null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? format(new TZDate(date, TIME_ZONE), 'yyyy-MM-dd') : null;
}

/** The instant a São Paulo calendar day starts, for the timestamptz columns. */
export function dayToInstant(day: string | null | undefined): Date | null {
  if (!day || !isDay(day)) return null;
  const [year, month, date] = day.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, date, TIME_ZONE).getTime());
}

/** Whole calendar days from `today` to `day` (negative when `day` has passed). */
export function daysFrom(today: string, day: string): number {
  return differenceInCalendarDays(parseISO(day), parseISO(today));
}
