import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

/**
 * D64, D65: on which São Paulo day (D6) each follow-up is due. Pure: the tick passes São Paulo
 * days (`yyyy-MM-dd`, from todayInSaoPaulo) and the settings; the jobs re-check their subject when they run.
 */

/** A follow-up missed by a short outage is still sent this many days late (as the régua de cobrança does). */
export const LATE_DAYS = 2;

export function shiftDay(day: string, n: number): string {
  return format(addDays(parseISO(day), n), 'yyyy-MM-dd');
}

export type SignatureReminderRule = { primeiroDias: number; intervaloDias: number; maxLembretes: number };

/** The days of the reminders of a document sent on `sentDay`: after X days, then every Y days, at most Z. */
export function signatureReminderDays(sentDay: string, rule: SignatureReminderRule): string[] {
  return Array.from({ length: Math.max(0, rule.maxLembretes) }, (_, i) =>
    shiftDay(sentDay, rule.primeiroDias + i * rule.intervaloDias),
  );
}

/**
 * The last day a reminder may go out: the day before the expiry warning when that is on (the warning speaks for
 * the reminder then), else the day before the link's expiry day.
 */
export function reminderCutoffDay(expiryDay: string | null, warning: { ativo: boolean; dias: number }): string | null {
  if (!expiryDay) return null;
  return shiftDay(expiryDay, -(warning.ativo ? warning.dias : 0) - 1);
}

/**
 * Which reminder (1-based) is due on `today`, or null: reminder n is due on its day and up to LATE_DAYS later,
 * unless the next reminder's day has come (that one speaks for both), and never after `cutoffDay`.
 */
export function dueSignatureReminder(
  sentDay: string,
  today: string,
  rule: SignatureReminderRule,
  cutoffDay: string | null,
): number | null {
  const days = signatureReminderDays(sentDay, rule);
  for (let i = days.length - 1; i >= 0; i--) {
    const day = days[i];
    if (day > today) continue;
    if (cutoffDay && day > cutoffDay) return null;
    return differenceInCalendarDays(parseISO(today), parseISO(day)) <= LATE_DAYS ? i + 1 : null;
  }
  return null;
}

/** The day of the warning before a link expires: `dias` days before its expiry day. */
export function expiryWarningDay(expiryDay: string, dias: number): string {
  return shiftDay(expiryDay, -dias);
}

/**
 * The warning is due from its day until the link's expiry day (the job also checks the instant), and only when
 * that day comes after the day of sending: a link that lasts less than the warning's days gets no warning.
 */
export function isExpiryWarningDue(sentDay: string, expiryDay: string, today: string, dias: number): boolean {
  const day = expiryWarningDay(expiryDay, dias);
  return day > sentDay && today >= day && today <= expiryDay;
}

export const PROPOSAL_FOLLOW_UPS = ['nao_aberta', 'sem_resposta'] as const;
export type ProposalFollowUpKind = (typeof PROPOSAL_FOLLOW_UPS)[number];

/**
 * A sent proposal not opened `naoAbertaDias` days after it was sent, or opened but not answered (accepted or
 * refused) `semRespostaDias` days after its first opening. The caller passes only proposals still "enviada".
 */
export function dueProposalFollowUp(
  proposal: { sentDay: string; firstViewDay: string | null },
  today: string,
  rule: { naoAbertaDias: number; semRespostaDias: number },
): ProposalFollowUpKind | null {
  if (!proposal.firstViewDay) return today >= shiftDay(proposal.sentDay, rule.naoAbertaDias) ? 'nao_aberta' : null;
  return today >= shiftDay(proposal.firstViewDay, rule.semRespostaDias) ? 'sem_resposta' : null;
}
