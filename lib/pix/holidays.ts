/**
 * Brazil's national (and nationwide bank) holidays, for the API Pix rule that a due date on a weekend or holiday
 * moves to the next business day (CobDataDeVencimento.validadeAposVencimento). Fixed dates: Confraternização
 * Universal (01/01), Tiradentes (21/04), Dia do Trabalho (01/05), Independência (07/09), Nossa Senhora Aparecida
 * (12/10), Finados (02/11), Proclamação da República (15/11), Consciência Negra (20/11, national from 2024,
 * Lei 14.759/2023) and Natal (25/12); from Easter: Carnaval (Monday and Tuesday, 48 and 47 days before),
 * Sexta-feira Santa (2 days before) and Corpus Christi (60 days after), on which banks do not open.
 * State and municipal holidays are left out: they depend on the payer's bank domicile, which only the payer's
 * PSP knows (`codMun`), and the PSP computes the amount actually charged.
 * Dates are 'YYYY-MM-DD' calendar days (D6); arithmetic is done in UTC so no time zone can move a day.
 */
const FIXED = ['01-01', '04-21', '05-01', '09-07', '10-12', '11-02', '11-15', '12-25'];

const cache = new Map<number, Set<string>>();

function toDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

function toDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
}

/** Easter Sunday (Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function nationalHolidays(year: number): Set<string> {
  const known = cache.get(year);
  if (known) return known;
  const easter = easterSunday(year);
  const fixed = FIXED.map((md) => `${year}-${md}`);
  if (year >= 2024) fixed.push(`${year}-11-20`);
  const movable = [-48, -47, -2, 60].map((offset) => addDays(easter, offset));
  const set = new Set([...fixed, ...movable]);
  cache.set(year, set);
  return set;
}

export function isBusinessDay(day: string): boolean {
  const weekday = toDate(day).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !nationalHolidays(Number(day.slice(0, 4))).has(day);
}

/** The day itself when it is a business day, else the next one. */
export function businessDayOnOrAfter(day: string): string {
  let current = day;
  while (!isBusinessDay(current)) current = addDays(current, 1);
  return current;
}

/**
 * Calendar days a payment on `day` is late (D185): counted from the due date moved to the next business day, as
 * the API Pix has the payer's bank do (CobDataDeVencimento.validadeAposVencimento: fine and interest take the
 * moved date). 0 on or before that day. The one count every fine and interest of the product uses.
 */
export function daysLate(dataVencimento: string, day: string): number {
  return Math.max(0, daysBetween(businessDayOnOrAfter(dataVencimento), day));
}

/**
 * The last due date that is overdue on `today` (D197): a charge becomes vencido once the day its due date moves to
 * (the next business day, D185) has passed. That is every due date up to the last business day before today: a
 * Saturday's, Sunday's or a holiday's due date is still open on the business day after it.
 */
export function lastOverdueDueDate(today: string): string {
  let day = addDays(today, -1);
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}
