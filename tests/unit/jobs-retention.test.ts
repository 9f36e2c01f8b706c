import { describe, expect, it } from 'vitest';
import { RETENTION_CHUNK, RETENTION_DAYS, RETENTION_MAX_PER_TICK, retentionCutoff } from '@/lib/jobs/retention';
import { ZTarefasSettings, ZTarefasSettingsForm } from '@/lib/settings/tarefas';

describe('the job retention (D150)', () => {
  it('cuts whole days of 24 hours before now', () => {
    const at = new Date('2026-03-31T12:00:00Z');
    expect(retentionCutoff(at, 30).toISOString()).toBe('2026-03-01T12:00:00.000Z');
    expect(retentionCutoff(at, 1).toISOString()).toBe('2026-03-30T12:00:00.000Z');
  });

  it('deletes in several chunks a tick, a bounded number in all', () => {
    expect(RETENTION_MAX_PER_TICK % RETENTION_CHUNK).toBe(0);
    expect(RETENTION_MAX_PER_TICK).toBeGreaterThan(RETENTION_CHUNK);
  });

  it('reads 30 days by default and for anything out of 1–365', () => {
    expect(ZTarefasSettings.parse({})).toEqual({ retencaoDias: RETENTION_DAYS.default });
    expect(RETENTION_DAYS.default).toBe(30);
    for (const retencaoDias of [0, 366, 1.5, '10', null])
      expect(ZTarefasSettings.parse({ retencaoDias })).toEqual({ retencaoDias: 30 });
    expect(ZTarefasSettings.parse({ retencaoDias: 365 })).toEqual({ retencaoDias: 365 });
  });

  it('the form takes what is typed and says the range in Portuguese', () => {
    expect(ZTarefasSettingsForm.parse({ retencaoDias: ' 7 ' })).toEqual({ retencaoDias: 7 });
    for (const retencaoDias of ['0', '366', '2,5', 'abc']) {
      const parsed = ZTarefasSettingsForm.safeParse({ retencaoDias });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('Manter tarefas concluídas: de 1 a 365 dias');
    }
  });
});
