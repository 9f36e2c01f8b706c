import { daysFrom } from './dates';
import type { PaymentStatus } from './status';

/** Document 000 §9: urgent at 3 days or fewer. */
export const URGENT_DAYS = 3;

export type Tone = 'normal' | 'urgent' | 'overdue' | 'done';

/** A text of the "projects.card" messages with its values, so that server and client say the same. */
export type BadgeText = { key: string; values: Record<string, string | number>; tone: Tone };

/**
 * Document 000 §4, Card badges: "{n}d atraso" when the due date has passed and the project is not
 * concluido; "{n}d restantes" otherwise, urgent at 3 days or fewer. A finished project needs no
 * countdown, so a concluido card shows none. Days are São Paulo days (D6).
 */
export function dueBadge(dueDay: string | null, status: string, today: string): BadgeText | null {
  if (!dueDay || status === 'concluido') return null;
  const days = daysFrom(today, dueDay);
  if (days < 0) return { key: 'overdue', values: { n: -days }, tone: 'overdue' };
  return { key: 'remaining', values: { n: days }, tone: days <= URGENT_DAYS ? 'urgent' : 'normal' };
}

/** What a card needs to say about payment. */
export type PaymentFacts = {
  paymentStatus: string;
  /** payment_due_date as a São Paulo day. */
  dueDay: string | null;
  /** payment_control_dates.response_deadline. */
  responseDeadline: string | null;
  /** payment_control_dates.delivery_date. */
  deliveryDay: string | null;
  /** payment_control_dates.payment_date. */
  paidDay: string | null;
  installmentsPaid: number;
  installmentsTotal: number;
};

function countdown(days: number): Tone {
  if (days < 0) return 'overdue';
  return days <= URGENT_DAYS ? 'urgent' : 'normal';
}

/**
 * Document 000 §4, Payment extra info, one text per payment status:
 * awaiting "Vence em N dias" / "Vence hoje" / "Venceu há N dias"; installment "x/total parcelas";
 * overdue "N dias de atraso"; negotiating "N dias para resposta" / "Prazo vencido"; on delivery
 * "Entrega em N dias" / "Entrega hoje" / "Entrega atrasada"; paid "Pago em dd/MM/yyyy".
 * Null when the status has no extra info or its date is missing.
 */
export function paymentInfo(facts: PaymentFacts, today: string): BadgeText | null {
  switch (facts.paymentStatus as PaymentStatus) {
    case 'awaiting_payment': {
      if (!facts.dueDay) return null;
      const days = daysFrom(today, facts.dueDay);
      if (days > 0) return { key: 'dueIn', values: { n: days }, tone: countdown(days) };
      if (days === 0) return { key: 'dueToday', values: {}, tone: 'urgent' };
      return { key: 'dueAgo', values: { n: -days }, tone: 'overdue' };
    }
    case 'installment_payment':
      return {
        key: 'installments',
        values: { paid: facts.installmentsPaid, total: facts.installmentsTotal },
        tone: facts.installmentsTotal > 0 && facts.installmentsPaid >= facts.installmentsTotal ? 'done' : 'normal',
      };
    case 'overdue_payment': {
      if (!facts.dueDay) return null;
      return { key: 'daysLate', values: { n: Math.max(-daysFrom(today, facts.dueDay), 0) }, tone: 'overdue' };
    }
    case 'negotiating': {
      if (!facts.responseDeadline) return null;
      const days = daysFrom(today, facts.responseDeadline);
      if (days < 0) return { key: 'deadlinePassed', values: {}, tone: 'overdue' };
      return { key: 'daysToRespond', values: { n: days }, tone: countdown(days) };
    }
    case 'payment_on_delivery': {
      if (!facts.deliveryDay) return null;
      const days = daysFrom(today, facts.deliveryDay);
      if (days > 0) return { key: 'deliveryIn', values: { n: days }, tone: countdown(days) };
      if (days === 0) return { key: 'deliveryToday', values: {}, tone: 'urgent' };
      return { key: 'deliveryLate', values: {}, tone: 'overdue' };
    }
    case 'paid_full':
      return facts.paidDay ? { key: 'paidOn', values: { date: formatDay(facts.paidDay) }, tone: 'done' } : null;
    default:
      return null;
  }
}

/**
 * The red ring of document 000 §4: the project is overdue, or its payment is (status "overdue", or
 * awaiting payment past its due date).
 */
export function isOverdueCard(due: BadgeText | null, payment: BadgeText | null, paymentStatus: string): boolean {
  if (due?.tone === 'overdue') return true;
  if (paymentStatus === 'overdue_payment') return true;
  return paymentStatus === 'awaiting_payment' && payment?.tone === 'overdue';
}

/** dd/MM/yyyy of a yyyy-MM-dd day, without time-zone arithmetic (a day is a day). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
