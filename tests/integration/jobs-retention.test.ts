import { randomUUID } from 'node:crypto';
import { and, eq, gte, inArray, like, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { now, setClock } from '@/lib/clock';
import { RETENTION_DAYS } from '@/lib/jobs/retention';
import { TAREFAS_SECTION, ZTarefasSettings } from '@/lib/settings/tarefas';
import { saveJobRetention } from '@/server/automation/job-retention-actions';
import { FORBIDDEN, SESSION_EXPIRED } from '@/server/action';
import { getDb } from '@/server/platform/db/client';
import { configuracoes, jobs } from '@/server/platform/db/schema';
import { enqueue } from '@/server/platform/jobs/queue';
import { pruneFinishedJobs, tick } from '@/server/jobs/tick';
import { runPass } from '@/server/jobs/worker';
import { readSettings, writeSettings } from '@/server/settings/store';
import { resetRequest } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/**
 * D150: the tick deletes finished jobs older than the retention (settings section `tarefas`, 30 days by
 * default), a bounded number a tick; failed, pending and running jobs stay. The clock is in 2020, where no other
 * file's clock goes: on a shared PostgreSQL, only this file's jobs are finished then.
 */
const marker = randomUUID().slice(0, 8);
const at = (day: string, time = '12:00:00') => new Date(`${day}T${time}Z`);
const addDay = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const key = (name: string) => `teste:retencao:${marker}:${name}`;

/** Queues `n` jobs of this file and marks them done now, as the worker's `completeJob` does. */
async function finished(name: string, n = 1): Promise<string[]> {
  const db = await getDb();
  const chaves = Array.from({ length: n }, (_, i) => key(`${name}:${i}`));
  for (let i = 0; i < chaves.length; i += 500)
    await enqueue(
      db,
      chaves.slice(i, i + 500).map((chave) => ({ tipo: 'teste.retencao', chave })),
    );
  await db
    .update(jobs)
    .set({ status: 'concluido', concluidoEm: now(), updatedAt: now() })
    .where(inArray(jobs.chave, chaves));
  return chaves;
}

/** Which of these keys are still in the table. */
async function present(chaves: string[]): Promise<string[]> {
  const db = await getDb();
  const rows = await db.select({ chave: jobs.chave }).from(jobs).where(inArray(jobs.chave, chaves));
  return rows.map((r) => r.chave).sort();
}

async function countOf(where?: ReturnType<typeof like>): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(jobs)
    .where(where);
  return row.n;
}

async function setRetention(retencaoDias: number | null) {
  const db = await getDb();
  if (retencaoDias === null) await db.delete(configuracoes).where(eq(configuracoes.secao, TAREFAS_SECTION));
  else await writeSettings(db, TAREFAS_SECTION, ZTarefasSettings, { retencaoDias }, null);
}

beforeAll(async () => {
  await setRetention(null);
});

afterAll(async () => {
  setClock(null);
  await setRetention(null);
  const db = await getDb();
  await db.delete(jobs).where(like(jobs.chave, `teste:retencao:${marker}:%`));
  // What the ticks of these days queued (their own tick jobs, the daily page refresh).
  await db.delete(jobs).where(and(gte(jobs.runAt, at('2019-12-01')), lt(jobs.runAt, at('2021-01-01'))));
});

describe('finished jobs are kept for the retention period (D150)', () => {
  it('the tick deletes finished jobs older than 30 days; newer, failed, pending and running ones stay', async () => {
    const db = await getDb();
    setClock(at('2020-01-01'));
    const old = await finished('antiga', 3);
    const failed = key('falhou');
    const pending = key('pendente');
    const running = key('executando');
    await enqueue(db, [
      { tipo: 'teste.retencao', chave: failed },
      { tipo: 'teste.retencao', chave: running },
      // Pending since long ago, due later (a back-off): work to do, never deleted.
      { tipo: 'teste.retencao', chave: pending, runAt: at('2021-01-01') },
    ]);
    await db
      .update(jobs)
      .set({ status: 'falhou', tentativas: 5, ultimoErro: 'Error: falha de teste' })
      .where(eq(jobs.chave, failed));
    await db
      .update(jobs)
      .set({ status: 'executando', tentativas: 1, lockedBy: 'outro', lockedUntil: at('2021-01-01') })
      .where(eq(jobs.chave, running));
    setClock(at('2020-01-20'));
    const recent = await finished('recente');
    const all = [...old, ...recent, failed, pending, running];

    // An hour short of 30 days: nothing is old enough yet.
    setClock(at('2020-01-31', '11:00:00'));
    await tick(db);
    expect(await present(all)).toEqual([...all].sort());

    setClock(at('2020-01-31', '12:00:01'));
    await tick(db);
    expect(await present(all)).toEqual([...recent, failed, pending, running].sort());
  });

  it('follows the setting: 7 days deletes sooner, 90 days keeps a job of 45', async () => {
    const db = await getDb();
    await setRetention(7);
    setClock(at('2020-03-01'));
    const week = await finished('semana');
    setClock(at('2020-03-07'));
    await tick(db);
    expect(await present(week)).toEqual(week);
    setClock(at('2020-03-08', '12:00:01'));
    await tick(db);
    expect(await present(week)).toEqual([]);

    await setRetention(90);
    setClock(at('2020-03-10'));
    const kept = await finished('trimestre');
    setClock(at('2020-04-24'));
    await tick(db);
    expect(await present(kept)).toEqual(kept);
    await setRetention(null);
    await tick(db);
    expect(await present(kept)).toEqual([]);
  });

  it('deletes a bounded number a tick, in chunks, and the next ticks take the rest', async () => {
    const db = await getDb();
    setClock(at('2020-05-01'));
    const many = await finished('lote', 40);
    setClock(at('2020-06-15'));
    expect(await pruneFinishedJobs(db, { chunk: 10, max: 25 })).toBe(25);
    expect(await present(many)).toHaveLength(15);
    expect(await pruneFinishedJobs(db, { chunk: 10, max: 25 })).toBe(15);
    expect(await pruneFinishedJobs(db, { chunk: 10, max: 25 })).toBe(0);
    expect(await present(many)).toEqual([]);
  });

  it('does not grow without bound: 90 days of 20 jobs a day and a daily worker pass stay within 31 days of jobs', async () => {
    const perDay = 20;
    const ours = like(jobs.chave, `teste:retencao:${marker}:dia:%`);
    const start = '2020-07-01';
    const baseline = await countOf();
    const counts: number[] = [];
    for (let i = 0; i < 90; i++) {
      const day = addDay(start, i);
      setClock(at(day));
      await finished(`dia:${day}`, perDay);
      // The worker's own pass: its tick job runs the tick, whose own rows (and the daily page refresh) age too.
      await runPass({ workerId: 'teste-retencao' });
      counts.push(await countOf(ours));
    }
    // Jobs done on the last 30 days, and today's: growth stops after a month.
    const bound = (RETENTION_DAYS.default + 1) * perDay;
    expect(Math.max(...counts)).toBeLessThanOrEqual(bound);
    expect(counts.at(-1)).toBe(bound);
    expect(counts.slice(31)).toEqual(counts.slice(31).map(() => bound));
    // The whole table too: besides these, each day leaves its tick and its page refresh, 31 days' worth.
    expect(await countOf()).toBeLessThanOrEqual(baseline + bound + 2 * (RETENTION_DAYS.default + 1));
  }, 180_000);
});

describe('the retention setting (/configuracoes/tarefas)', () => {
  it('reads 30 days when nothing or something unreadable is stored', async () => {
    const db = await getDb();
    await setRetention(null);
    expect(await readSettings(db, TAREFAS_SECTION, ZTarefasSettings)).toEqual({ retencaoDias: 30 });
    await db
      .insert(configuracoes)
      .values({ secao: TAREFAS_SECTION, valor: { retencaoDias: 0 } })
      .onConflictDoUpdate({ target: configuracoes.secao, set: { valor: { retencaoDias: 0 } } });
    expect(await readSettings(db, TAREFAS_SECTION, ZTarefasSettings)).toEqual({ retencaoDias: 30 });
    await setRetention(null);
  });

  it('refuses anonymous callers, members and days out of 1–365, and saves for an admin', async () => {
    const db = await getDb();
    resetRequest();
    expect(await saveJobRetention({ retencaoDias: 10 })).toEqual({ ok: false, error: SESSION_EXPIRED });
    const member = await signInAsNewStaff('member');
    expect(await saveJobRetention({ retencaoDias: 10 })).toEqual({ ok: false, error: FORBIDDEN });
    await member.cleanup();
    const admin = await signInAsNewStaff('admin');
    for (const retencaoDias of [0, 366, 2.5])
      expect(await saveJobRetention({ retencaoDias })).toMatchObject({
        ok: false,
        error: 'Manter tarefas concluídas: de 1 a 365 dias',
      });
    expect(await readSettings(db, TAREFAS_SECTION, ZTarefasSettings)).toEqual({ retencaoDias: 30 });
    expect(await saveJobRetention({ retencaoDias: 10 })).toMatchObject({ ok: true });
    expect(await readSettings(db, TAREFAS_SECTION, ZTarefasSettings)).toEqual({ retencaoDias: 10 });
    await admin.cleanup();
    await setRetention(null);
  });
});
