import { describe, expect, it } from 'vitest';
import { dueBadge, isOverdueCard, paymentInfo, type PaymentFacts } from '@/lib/projects/badges';
import { dayToInstant, daysFrom, toDay } from '@/lib/projects/dates';

const today = '2026-03-10';
const facts = (overrides: Partial<PaymentFacts>): PaymentFacts => ({
  paymentStatus: 'awaiting_payment',
  dueDay: null,
  responseDeadline: null,
  deliveryDay: null,
  paidDay: null,
  installmentsPaid: 0,
  installmentsTotal: 0,
  ...overrides,
});

describe('due-date badge (document 000 §4, Card badges)', () => {
  it('says "{n}d atraso" when the due date has passed', () => {
    expect(dueBadge('2026-03-09', 'planejamento', today)).toEqual({
      key: 'overdue',
      values: { n: 1 },
      tone: 'overdue',
    });
  });

  it('is urgent today and at 3 days, normal at 4', () => {
    expect(dueBadge('2026-03-10', 'em_revisao', today)).toEqual({ key: 'remaining', values: { n: 0 }, tone: 'urgent' });
    expect(dueBadge('2026-03-13', 'em_revisao', today)).toEqual({ key: 'remaining', values: { n: 3 }, tone: 'urgent' });
    expect(dueBadge('2026-03-14', 'em_revisao', today)).toEqual({ key: 'remaining', values: { n: 4 }, tone: 'normal' });
  });

  it('shows no countdown for a concluded project or a missing date', () => {
    expect(dueBadge('2026-01-01', 'concluido', today)).toBeNull();
    expect(dueBadge(null, 'planejamento', today)).toBeNull();
  });
});

describe('payment extra info (document 000 §4)', () => {
  it('awaiting: "Vence em N dias", "Vence hoje", "Venceu há N dias"', () => {
    expect(paymentInfo(facts({ dueDay: '2026-03-14' }), today)).toEqual({
      key: 'dueIn',
      values: { n: 4 },
      tone: 'normal',
    });
    expect(paymentInfo(facts({ dueDay: '2026-03-13' }), today)).toEqual({
      key: 'dueIn',
      values: { n: 3 },
      tone: 'urgent',
    });
    expect(paymentInfo(facts({ dueDay: '2026-03-10' }), today)).toEqual({
      key: 'dueToday',
      values: {},
      tone: 'urgent',
    });
    expect(paymentInfo(facts({ dueDay: '2026-03-08' }), today)).toEqual({
      key: 'dueAgo',
      values: { n: 2 },
      tone: 'overdue',
    });
  });

  it('installment: "x/total parcelas"', () => {
    expect(
      paymentInfo(facts({ paymentStatus: 'installment_payment', installmentsPaid: 2, installmentsTotal: 5 }), today),
    ).toEqual({
      key: 'installments',
      values: { paid: 2, total: 5 },
      tone: 'normal',
    });
  });

  it('overdue: "N dias de atraso"', () => {
    expect(paymentInfo(facts({ paymentStatus: 'overdue_payment', dueDay: '2026-03-05' }), today)).toEqual({
      key: 'daysLate',
      values: { n: 5 },
      tone: 'overdue',
    });
  });

  it('negotiating: "N dias para resposta" or "Prazo vencido"', () => {
    const negotiating = (responseDeadline: string) =>
      paymentInfo(facts({ paymentStatus: 'negotiating', responseDeadline }), today);
    expect(negotiating('2026-03-14')).toEqual({ key: 'daysToRespond', values: { n: 4 }, tone: 'normal' });
    expect(negotiating('2026-03-13')).toEqual({ key: 'daysToRespond', values: { n: 3 }, tone: 'urgent' });
    expect(negotiating('2026-03-10')).toEqual({ key: 'daysToRespond', values: { n: 0 }, tone: 'urgent' });
    expect(negotiating('2026-03-09')).toEqual({ key: 'deadlinePassed', values: {}, tone: 'overdue' });
  });

  it('on delivery: "Entrega em N dias", "Entrega hoje", "Entrega atrasada"', () => {
    const delivery = (deliveryDay: string) =>
      paymentInfo(facts({ paymentStatus: 'payment_on_delivery', deliveryDay }), today);
    expect(delivery('2026-03-14')).toEqual({ key: 'deliveryIn', values: { n: 4 }, tone: 'normal' });
    expect(delivery('2026-03-13')).toEqual({ key: 'deliveryIn', values: { n: 3 }, tone: 'urgent' });
    expect(delivery('2026-03-10')).toEqual({ key: 'deliveryToday', values: {}, tone: 'urgent' });
    expect(delivery('2026-03-09')).toEqual({ key: 'deliveryLate', values: {}, tone: 'overdue' });
  });

  it('paid: "Pago em dd/MM/yyyy"', () => {
    expect(paymentInfo(facts({ paymentStatus: 'paid_full', paidDay: '2026-02-03' }), today)).toEqual({
      key: 'paidOn',
      values: { date: '03/02/2026' },
      tone: 'done',
    });
  });

  it('has nothing to add for not_paid or a missing date', () => {
    expect(paymentInfo(facts({ paymentStatus: 'not_paid' }), today)).toBeNull();
    expect(paymentInfo(facts({ dueDay: null }), today)).toBeNull();
  });
});

describe('red ring (document 000 §4)', () => {
  it('rings an overdue project and an overdue payment, not an urgent one', () => {
    expect(isOverdueCard(dueBadge('2026-03-01', 'planejamento', today), null, 'paid_full')).toBe(true);
    expect(isOverdueCard(null, null, 'overdue_payment')).toBe(true);
    expect(isOverdueCard(null, paymentInfo(facts({ dueDay: '2026-03-01' }), today), 'awaiting_payment')).toBe(true);
    expect(isOverdueCard(dueBadge('2026-03-12', 'planejamento', today), null, 'awaiting_payment')).toBe(false);
  });
});

describe('São Paulo days (D6)', () => {
  it('counts by the São Paulo calendar day, whatever the instant', () => {
    // 02:30 UTC on the 11th is still the 10th in São Paulo (UTC-3).
    expect(toDay(new Date('2026-03-11T02:30:00Z'))).toBe('2026-03-10');
    expect(toDay(new Date('2026-03-11T03:30:00Z'))).toBe('2026-03-11');
    expect(toDay(dayToInstant('2026-03-10'))).toBe('2026-03-10');
    expect(daysFrom('2026-03-10', '2026-03-13')).toBe(3);
    expect(daysFrom('2026-03-10', '2026-03-07')).toBe(-3);
  });
});
