import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '@/lib/jobs/backoff';
import { seriesCreateDay, seriesDueDate, seriesHasNext } from '@/lib/charges/recurrence';
import { dueSteps, fillTemplate, reminderHistory, remindersMayStart, stepDay } from '@/lib/charges/reminders';
import { renderEmailHtml } from '@/lib/email/layout';
import { COBRANCA_DEFAULTS, ZCobrancaSettings, ZCobrancaSettingsForm } from '@/lib/settings/cobranca';

const steps = COBRANCA_DEFAULTS.etapas;
const days = (list: Array<{ dias: number }>) => list.map((s) => s.dias);

describe('régua de cobrança (D61)', () => {
  it('has the default steps D-3, D0, D+1, D+7 and D+15, all on', () => {
    expect(days(ZCobrancaSettings.parse({}).etapas)).toEqual([-3, 0, 1, 7, 15]);
    expect(ZCobrancaSettings.parse({ multaPercentual: 9, etapas: 'x' })).toMatchObject({
      multaPercentual: 2,
      etapas: steps,
    });
  });

  it('sends each step on its São Paulo day', () => {
    expect(stepDay('2026-03-10', -3)).toBe('2026-03-07');
    expect(days(dueSteps(steps, '2026-03-10', '2026-03-07', '2026-03-01'))).toEqual([-3]);
    expect(days(dueSteps(steps, '2026-03-10', '2026-03-10', '2026-03-01'))).toEqual([0]);
    expect(days(dueSteps(steps, '2026-03-10', '2026-03-11', '2026-03-01'))).toEqual([1]);
    expect(days(dueSteps(steps, '2026-03-10', '2026-03-12', '2026-03-01'))).toEqual([1]);
    expect(days(dueSteps(steps, '2026-03-10', '2026-03-15', '2026-03-01'))).toEqual([]);
    expect(days(dueSteps(steps, '2026-03-10', '2026-03-25', '2026-03-01'))).toEqual([15]);
  });

  it('skips steps turned off and steps before the charge existed', () => {
    const off = steps.map((s) => (s.dias === 0 ? { ...s, ativo: false } : s));
    expect(days(dueSteps(off, '2026-03-10', '2026-03-10', '2026-03-01'))).toEqual([]);
    expect(days(dueSteps(off, '2026-03-10', '2026-03-09', '2026-03-01'))).toEqual([-3]);
    expect(days(dueSteps(steps, '2026-03-10', '2026-03-08', '2026-03-08'))).toEqual([]);
  });

  it('fills the variables and keeps unknown ones', () => {
    expect(fillTemplate('Olá, {cliente}: {total} {x}', { cliente: 'Ana', total: 'R$ 1,00' })).toBe(
      'Olá, Ana: R$ 1,00 {x}',
    );
  });

  it('lists sent, skipped and scheduled steps', () => {
    const rows = [
      { etapa: -3, dia: '2026-03-07', status: 'enviado', motivo: null, createdAt: new Date('2026-03-07T12:00:00Z') },
    ];
    const history = reminderHistory(
      steps,
      rows,
      { dataVencimento: '2026-03-10', open: true, paused: false, reguaAtiva: true },
      '2026-03-08',
    );
    expect(history.map((h) => [h.etapa, h.status])).toEqual([
      [-3, 'enviado'],
      [0, 'agendado'],
      [1, 'agendado'],
      [7, 'agendado'],
      [15, 'agendado'],
    ]);
    expect(
      reminderHistory(
        steps,
        rows,
        { dataVencimento: '2026-03-10', open: false, paused: false, reguaAtiva: true },
        '2026-03-08',
      ),
    ).toHaveLength(1);
  });

  it('refuses a fine above 2 % and two steps on one day in the form', () => {
    const form = {
      reguaAtiva: true,
      vencimentoAutomatico: true,
      etapas: steps,
      multaPercentual: 2,
      jurosMensalPercentual: 1,
      recorrenciaAtiva: true,
      antecedenciaDias: 10,
      avisoPixRecebido: true,
    };
    expect(ZCobrancaSettingsForm.safeParse(form).success).toBe(true);
    expect(ZCobrancaSettingsForm.safeParse({ ...form, multaPercentual: 2.5 }).success).toBe(false);
    expect(ZCobrancaSettingsForm.safeParse({ ...form, etapas: [steps[0], steps[0]] }).success).toBe(false);
  });
});

describe('recurring charges (D66)', () => {
  it('steps monthly from the first due date, keeping month ends', () => {
    expect(seriesDueDate('2026-01-31', 'mensal', 2)).toBe('2026-02-28');
    expect(seriesDueDate('2026-01-31', 'mensal', 3)).toBe('2026-03-31');
    expect(seriesDueDate('2026-03-05', 'anual', 2)).toBe('2027-03-05');
    expect(seriesCreateDay('2026-03-05', 'mensal', 2, 10)).toBe('2026-03-26');
  });

  it('stops after N charges, or never when N is empty', () => {
    expect(seriesHasNext(3, 3)).toBe(true);
    expect(seriesHasNext(4, 3)).toBe(false);
    expect(seriesHasNext(400, null)).toBe(true);
  });
});

describe('jobs and e-mail', () => {
  it('backs off exponentially, capped at one hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('renders an HTML part with the agency name, escaped text and clickable links', () => {
    const html = renderEmailHtml({
      agencyName: 'Agência <X>',
      subject: 'S',
      text: 'Olá <b>\n\nVeja https://a.dev/p/x',
      footer: 'f',
    });
    expect(html).toContain('Agência &lt;X&gt;');
    expect(html).toContain('Olá &lt;b&gt;');
    expect(html).toContain('<a href="https://a.dev/p/x"');
    expect(html).not.toContain('<img');
  });

  it("heads the band with the agency's logo when it has one, named for readers that block images (D270)", () => {
    const html = renderEmailHtml({
      agencyName: 'Estúdio "Norte"',
      logoUrl: 'https://www.norte.dev/api/agencia/logo/grande?v=3&x=1',
      subject: 'S',
      text: 'Olá',
      footer: 'f',
    });
    expect(html).toContain(
      '<img src="https://www.norte.dev/api/agencia/logo/grande?v=3&amp;x=1" alt="Estúdio &quot;Norte&quot;"',
    );
  });
});

describe('the régua waits for the charge e-mail (D186)', () => {
  it('starts once one of the charge’s own e-mails was delivered, or when it was never e-mailed', () => {
    expect(remindersMayStart([])).toBe(true);
    expect(remindersMayStart([{ resultado: 'pendente' }])).toBe(false);
    expect(remindersMayStart([{ resultado: 'falhou' }])).toBe(false);
    expect(remindersMayStart([{ resultado: 'falhou' }, { resultado: 'enviado' }])).toBe(true);
  });
});
