import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import type { TReminderStep } from '@/lib/settings/cobranca';

/** The São Paulo day a step falls on for a due date (D6). */
export function stepDay(dueDate: string, dias: number): string {
  return format(addDays(parseISO(dueDate), dias), 'yyyy-MM-dd');
}

/**
 * Which steps of the régua are due for a charge on a day: an enabled step is due on its own day, and a step
 * missed by a short outage is still sent up to 2 days late, unless a later step's day has come (then the later
 * one speaks for both). Steps before the charge existed are not sent (a charge created on its due date does not
 * get the D-3 reminder).
 */
export function dueSteps(steps: TReminderStep[], dueDate: string, today: string, createdDay: string): TReminderStep[] {
  const enabled = steps.filter((s) => s.ativo).sort((a, b) => a.dias - b.dias);
  return enabled.filter((step, i) => {
    const day = stepDay(dueDate, step.dias);
    if (day < createdDay || day > today) return false;
    if (differenceInCalendarDays(parseISO(today), parseISO(day)) > 2) return false;
    const next = enabled[i + 1];
    return !next || stepDay(dueDate, next.dias) > today;
  });
}

/** The e-mails that are a charge's own send: the charge e-mail (D13) and a series' new charge (D66). */
export const CHARGE_SEND_KINDS = ['cobranca', 'recorrente'] as const;

/**
 * D186: the régua speaks only after the client got the charge itself. A charge that was e-mailed waits until one of
 * those e-mails was delivered (its outbox row `enviado`): queued or given up, no reminder goes. A charge never
 * e-mailed (saved without "Enviar agora", a plan's later instalment) keeps the régua as configured.
 */
export function remindersMayStart(sends: ReadonlyArray<{ resultado: string }>): boolean {
  return sends.length === 0 || sends.some((send) => send.resultado === 'enviado');
}

/** Replaces {variable} in a reminder's subject or text; unknown names stay as written. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? values[key] : whole));
}

export type ReminderEntry = {
  etapa: number;
  dia: string;
  status: 'enviado' | 'pulado' | 'agendado';
  motivo?: string | null;
  em?: string | null;
};

/**
 * The "Lembretes" card: what happened (rows) plus the enabled steps still ahead (agendado) while the charge is
 * open and not paused.
 */
export function reminderHistory(
  steps: TReminderStep[],
  rows: Array<{ etapa: number; dia: string; status: string; motivo: string | null; createdAt: Date }>,
  charge: { dataVencimento: string; open: boolean; paused: boolean; reguaAtiva: boolean },
  today: string,
): ReminderEntry[] {
  const done = new Map(rows.map((r) => [r.etapa, r]));
  const entries: ReminderEntry[] = rows.map((r) => ({
    etapa: r.etapa,
    dia: r.dia,
    status: r.status === 'enviado' ? 'enviado' : 'pulado',
    motivo: r.motivo,
    em: r.createdAt.toISOString(),
  }));
  if (charge.open && !charge.paused && charge.reguaAtiva) {
    for (const step of steps) {
      const dia = stepDay(charge.dataVencimento, step.dias);
      if (step.ativo && !done.has(step.dias) && dia >= today)
        entries.push({ etapa: step.dias, dia, status: 'agendado' });
    }
  }
  return entries.sort((a, b) => a.etapa - b.etapa);
}
