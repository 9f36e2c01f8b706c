import { isDay } from '@/lib/projects/dates';

/**
 * The days a staff date input accepts (due dates, project dates, validity, promo expiry): 01/01/2000 to
 * 31/12/2100. A typo such as 0202 or 20255 is refused with a message instead of reaching the database, the
 * reminder schedule or the board's day counts.
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2100-12-31';

/** A real calendar day (yyyy-MM-dd) within FIRST_DAY … LAST_DAY. */
export function isStaffDay(value: string): boolean {
  return isDay(value) && value >= FIRST_DAY && value <= LAST_DAY;
}

/** A well-formed day outside the range (the range message rather than the format one). */
export function isDayOutOfRange(value: string): boolean {
  return isDay(value) && !isStaffDay(value);
}
