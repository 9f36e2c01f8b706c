import { TZDate } from '@date-fns/tz';
import { saoPauloClock, TIME_ZONE } from '@/lib/format';

/**
 * When an automatic WhatsApp message may go out (D22): never inside the quiet hours (20:00–08:00 on the São
 * Paulo clock by default, configurable), and at most a few a day per client (3 by default), counted by São Paulo
 * day (D6). Pure: the caller passes the instant and the settings.
 */
export type QuietHours = { inicio: string; fim: string };

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The São Paulo wall clock of an instant as its parts. */
function wallClock(at: Date) {
  const clock = saoPauloClock(at);
  return {
    year: Number(clock.slice(0, 4)),
    month: Number(clock.slice(5, 7)),
    day: Number(clock.slice(8, 10)),
    minute: minutes(clock.slice(11, 16)),
  };
}

/** The instant of a São Paulo day (year, month, day; a day past the month's end rolls over) at HH:MM. */
function instantAt(year: number, month: number, day: number, hhmm: string): Date {
  const m = minutes(hhmm);
  return new Date(new TZDate(year, month - 1, day, Math.floor(m / 60), m % 60, TIME_ZONE).getTime());
}

/** Inside the quiet hours? An interval that crosses midnight (20:00–08:00) is read as such; equal ends: none. */
export function isQuiet(at: Date, quiet: QuietHours): boolean {
  const start = minutes(quiet.inicio);
  const end = minutes(quiet.fim);
  if (start === end) return false;
  const now = wallClock(at).minute;
  return start > end ? now >= start || now < end : now >= start && now < end;
}

/** The first instant from `at` on outside the quiet hours: `at` itself, or the next end of the quiet hours. */
export function nextAllowedInstant(at: Date, quiet: QuietHours): Date {
  if (!isQuiet(at, quiet)) return at;
  const { year, month, day, minute } = wallClock(at);
  const end = minutes(quiet.fim);
  return instantAt(year, month, minute < end ? day : day + 1, quiet.fim);
}

/** The São Paulo day of `at` as [start, end) instants, to count the day's messages. */
export function saoPauloDay(at: Date): { start: Date; end: Date } {
  const { year, month, day } = wallClock(at);
  return { start: instantAt(year, month, day, '00:00'), end: instantAt(year, month, day + 1, '00:00') };
}

/** Whether a client may get one more automatic message today. */
export function underDailyCap(sentToday: number, cap: number): boolean {
  return sentToday < cap;
}

/** Where a message over the cap goes: the first allowed instant of the next São Paulo day. */
export function nextDayAllowedInstant(at: Date, quiet: QuietHours): Date {
  return nextAllowedInstant(saoPauloDay(at).end, quiet);
}

/**
 * When a message asked for at `at` may go: now, after the quiet hours, or on the next day when the client's cap
 * for today is spent.
 */
export function scheduleSend(at: Date, quiet: QuietHours, sentToday: number, cap: number): Date {
  return underDailyCap(sentToday, cap) ? nextAllowedInstant(at, quiet) : nextDayAllowedInstant(at, quiet);
}
