import { describe, expect, it } from 'vitest';
import {
  dueProposalFollowUp,
  dueSignatureReminder,
  expiryWarningDay,
  isExpiryWarningDue,
  reminderCutoffDay,
  signatureReminderDays,
} from '@/lib/automation/follow-ups';
import { ACOMPANHAMENTO_DEFAULTS, ZAcompanhamento, ZAcompanhamentoForm } from '@/lib/settings/acompanhamento';
import { todayInSaoPaulo } from '@/lib/format';

const rule = { primeiroDias: 3, intervaloDias: 3, maxLembretes: 3 };
const warning = { ativo: true, dias: 2 };
// Sent on 2026-03-01 with a 30-day link: expiry day 2026-03-31, warning on 2026-03-29.
const sent = '2026-03-01';
const cutoff = reminderCutoffDay('2026-03-31', warning);
const due = (today: string) => dueSignatureReminder(sent, today, rule, cutoff);

describe('signature reminders (D64)', () => {
  it('defaults to the first after 3 days, then every 3 days, at most 3, and a warning 2 days before expiry', () => {
    expect(ZAcompanhamento.parse({})).toEqual(ACOMPANHAMENTO_DEFAULTS);
    expect(ACOMPANHAMENTO_DEFAULTS).toMatchObject({
      lembretesAssinatura: true,
      assinaturaPrimeiroDias: 3,
      assinaturaIntervaloDias: 3,
      assinaturaMaxLembretes: 3,
      avisoExpiracaoDias: 2,
    });
    expect(signatureReminderDays(sent, rule)).toEqual(['2026-03-04', '2026-03-07', '2026-03-10']);
  });

  it('makes each reminder due on its own São Paulo day', () => {
    expect(['2026-03-01', '2026-03-03', '2026-03-04', '2026-03-07', '2026-03-10'].map(due)).toEqual([
      null,
      null,
      1,
      2,
      3,
    ]);
  });

  it('sends a reminder missed by an outage up to 2 days late, unless the next one is due', () => {
    expect(due('2026-03-05')).toBe(1);
    expect(due('2026-03-06')).toBe(1);
    expect(due('2026-03-08')).toBe(2);
    expect(dueSignatureReminder(sent, '2026-03-12', { ...rule, intervaloDias: 10 }, cutoff)).toBe(null);
  });

  it('sends no more than the maximum', () => {
    expect(['2026-03-11', '2026-03-12', '2026-03-13', '2026-03-20'].map(due)).toEqual([3, 3, null, null]);
    expect(dueSignatureReminder(sent, '2026-03-13', { ...rule, maxLembretes: 4 }, cutoff)).toBe(4);
    expect(signatureReminderDays(sent, { ...rule, maxLembretes: 0 })).toEqual([]);
  });

  it('sends no reminder on or after the warning day (or the expiry day when the warning is off)', () => {
    const weekly = { primeiroDias: 7, intervaloDias: 7, maxLembretes: 10 };
    expect(reminderCutoffDay('2026-03-31', warning)).toBe('2026-03-28');
    expect(reminderCutoffDay('2026-03-31', { ativo: false, dias: 2 })).toBe('2026-03-30');
    expect(dueSignatureReminder(sent, '2026-03-29', weekly, cutoff)).toBe(null);
    expect(dueSignatureReminder(sent, '2026-03-22', weekly, cutoff)).toBe(3);
    expect(
      dueSignatureReminder(sent, '2026-03-29', weekly, reminderCutoffDay('2026-03-31', { ativo: false, dias: 2 })),
    ).toBe(4);
  });

  it('warns on the day N days before the expiry day, until that day, and never on a link shorter than the warning', () => {
    expect(expiryWarningDay('2026-03-31', 2)).toBe('2026-03-29');
    expect(
      ['2026-03-28', '2026-03-29', '2026-03-30', '2026-03-31', '2026-04-01'].map((d) =>
        isExpiryWarningDue(sent, '2026-03-31', d, 2),
      ),
    ).toEqual([false, true, true, true, false]);
    expect(isExpiryWarningDue('2026-03-01', '2026-03-02', '2026-03-01', 2)).toBe(false);
    expect(isExpiryWarningDue('2026-03-01', '2026-03-03', '2026-03-01', 2)).toBe(false);
    expect(isExpiryWarningDue('2026-03-01', '2026-03-04', '2026-03-02', 2)).toBe(true);
  });

  it('counts days in São Paulo: 23:59 there is still the same day, 00:00 the next (D6)', () => {
    expect(todayInSaoPaulo(new Date('2026-03-05T02:59:00Z'))).toBe('2026-03-04');
    expect(due(todayInSaoPaulo(new Date('2026-03-04T02:59:00Z')))).toBe(null);
    expect(due(todayInSaoPaulo(new Date('2026-03-04T03:00:00Z')))).toBe(1);
  });
});

describe('proposal follow-ups (D65)', () => {
  const r = { naoAbertaDias: 3, semRespostaDias: 5 };

  it('tells staff of a proposal not opened N days after sending', () => {
    expect(dueProposalFollowUp({ sentDay: '2026-04-01', firstViewDay: null }, '2026-04-03', r)).toBe(null);
    expect(dueProposalFollowUp({ sentDay: '2026-04-01', firstViewDay: null }, '2026-04-04', r)).toBe('nao_aberta');
    expect(dueProposalFollowUp({ sentDay: '2026-04-01', firstViewDay: null }, '2026-04-20', r)).toBe('nao_aberta');
  });

  it('tells staff of a proposal opened but not answered M days after its first opening', () => {
    expect(dueProposalFollowUp({ sentDay: '2026-04-01', firstViewDay: '2026-04-02' }, '2026-04-04', r)).toBe(null);
    expect(dueProposalFollowUp({ sentDay: '2026-04-01', firstViewDay: '2026-04-02' }, '2026-04-06', r)).toBe(null);
    expect(dueProposalFollowUp({ sentDay: '2026-04-01', firstViewDay: '2026-04-02' }, '2026-04-07', r)).toBe(
      'sem_resposta',
    );
  });

  it('refuses out-of-range settings in the form and reads them as defaults when stored', () => {
    const form = { ...ACOMPANHAMENTO_DEFAULTS };
    expect(ZAcompanhamentoForm.safeParse(form).success).toBe(true);
    expect(ZAcompanhamentoForm.safeParse({ ...form, assinaturaMaxLembretes: 0 }).success).toBe(false);
    expect(ZAcompanhamentoForm.safeParse({ ...form, propostaNaoAbertaDias: 1.5 }).success).toBe(false);
    expect(ZAcompanhamentoForm.safeParse({ ...form, emailClienteProposta: 'sim' }).success).toBe(false);
    expect(
      ZAcompanhamento.parse({ avisoExpiracaoDias: 99, emailClienteProposta: 'x', propostaSemRespostaDias: 8 }),
    ).toMatchObject({
      avisoExpiracaoDias: 2,
      emailClienteProposta: false,
      propostaSemRespostaDias: 8,
    });
  });
});
