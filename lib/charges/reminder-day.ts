/**
 * The régua's day of a step (D61): negative is before the due date, 0 the due date, positive after. Shared by the
 * settings form and the charge's Lembretes card so that both say it the same way, with real plurals.
 */
export type ReminderDayLabel = { key: 'onDay' } | { key: 'before' | 'after'; n: number };

export function reminderDayLabel(dias: number): ReminderDayLabel {
  if (dias === 0) return { key: 'onDay' };
  return dias < 0 ? { key: 'before', n: -dias } : { key: 'after', n: dias };
}

/**
 * What the day field holds while someone types: "-" alone (on the way to "-3") or an empty field is not a number
 * yet and must not be turned into 0 (which would drop the minus sign). Answers the whole number, or null.
 */
export function readReminderDay(text: string): number | null {
  const trimmed = text.trim().replace('−', '-');
  if (!/^-?\d{1,4}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return Object.is(n, -0) ? 0 : n;
}
