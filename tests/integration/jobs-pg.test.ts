import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '@/lib/format';
import { COBRANCA_SECTION, ZCobrancaSettings } from '@/lib/settings/cobranca';
import { getDb } from '@/server/platform/db/client';
import { clientes, cobrancas, enviosEmail, jobs, lembretesCobranca } from '@/server/platform/db/schema';
import { enqueue } from '@/server/platform/jobs/queue';
import { tick } from '@/server/jobs/tick';
import { writeSettings } from '@/server/settings/store';
import { startSmtp } from '../support/smtp';

/**
 * D60: several worker processes on one PostgreSQL. PGlite serves one process only, so these
 * run only on PostgreSQL (TEST_DATABASE_URL; CI sets it).
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const marker = randomUUID().slice(0, 8);
const tsx = path.resolve('node_modules/.bin/tsx');

function worker(env: Record<string, string>, args = ['--drain']) {
  const child = spawn(tsx, ['--conditions=react-server', 'scripts/worker.ts', ...args], {
    env: { ...process.env, ...env, DATABASE_URL: process.env.DATABASE_URL!, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, output })),
  );
  return { child, done, output: () => output };
}

async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!onPostgres)('jobs on PostgreSQL with several worker processes (D60)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp.stop();
    const db = await getDb();
    await db.delete(lembretesCobranca).where(
      inArray(
        lembretesCobranca.cobrancaId,
        db
          .select({ id: cobrancas.id })
          .from(cobrancas)
          .where(like(cobrancas.busca, `%${marker}%`)),
      ),
    );
    await db.delete(cobrancas).where(like(cobrancas.busca, `%${marker}%`));
    await db.delete(clientes).where(like(clientes.nome, `%${marker}%`));
    await db.delete(jobs).where(like(jobs.chave, `%${marker}%`));
  });

  it('two workers processing 200 due reminders at once send each exactly once', async () => {
    const db = await getDb();
    await writeSettings(db, COBRANCA_SECTION, ZCobrancaSettings, {}, null);
    const today = todayInSaoPaulo();
    const people = await db
      .insert(clientes)
      .values(
        Array.from({ length: 200 }, (_, i) => ({ nome: `Cliente ${i} ${marker}`, email: `c${i}-${marker}@teste.dev` })),
      )
      .returning({ id: clientes.id, nome: clientes.nome });
    const charges = await db
      .insert(cobrancas)
      .values(
        people.map((p, i) => ({
          numeroCobranca: `T-${marker}-${i}`,
          titulo: `Mensalidade ${marker}`,
          cliente: p.nome,
          clienteId: p.id,
          valor: 10000 + i,
          dataVencimento: today,
          slug: `t-${marker}-${i}`,
          chavePix: 'financeiro@agencia.dev',
          busca: `mensalidade ${marker}`,
          dataCriacao: new Date(Date.now() - 7 * 86_400_000),
        })),
      )
      .returning({ id: cobrancas.id });
    await tick(db);
    const queued = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.tipo, 'cobranca.lembrete'),
          inArray(
            jobs.chave,
            charges.map((c) => `reminder:${c.id}:0:${today}`),
          ),
        ),
      );
    expect(queued).toHaveLength(200);

    const env = { SMTP_URL: smtp.url, DATA_DIR: process.env.DATA_DIR! };
    const [a, b] = [worker(env), worker(env)];
    const results = await Promise.all([a.done, b.done]);
    expect(
      results.map((r) => r.code),
      results.map((r) => r.output).join('\n'),
    ).toEqual([0, 0]);

    const ours = smtp.received.filter((m) => m.to.some((to) => to.endsWith(`-${marker}@teste.dev`)));
    expect(ours).toHaveLength(200);
    expect(new Set(ours.map((m) => m.to[0])).size).toBe(200);
    const sends = await db
      .select({ id: enviosEmail.id })
      .from(enviosEmail)
      .where(
        inArray(
          enviosEmail.assuntoId,
          charges.map((c) => c.id),
        ),
      );
    expect(sends).toHaveLength(200);
    const done = await db
      .select({ status: jobs.status, tentativas: jobs.tentativas, lockedBy: jobs.lockedBy })
      .from(jobs)
      .where(
        inArray(
          jobs.id,
          queued.map((q) => q.id),
        ),
      );
    expect(done.every((j) => j.status === 'concluido' && j.tentativas === 1)).toBe(true);
  }, 300_000);

  it('a worker killed (kill -9) in the middle of a job leaves it to be retried after its lease, not lost', async () => {
    const db = await getDb();
    const chave = `teste:dormir:${marker}`;
    // Due since long ago: the worker claims by due time, and other files' jobs may be waiting on this database.
    await enqueue(db, { tipo: 'teste.dormir', chave, dados: { ms: 60_000 }, runAt: new Date(0) });
    const env = { WORKER_TEST_JOBS: '1', WORKER_LEASE_MS: '3000', DATA_DIR: process.env.DATA_DIR! };
    const first = worker(env);
    await waitFor(
      async () =>
        (
          await db
            .select()
            .from(jobs)
            .where(and(eq(jobs.chave, chave), eq(jobs.status, 'executando')))
        )[0],
      // A worker process starts in seconds alone, but in minutes on two busy cores (tsx compiles the app first).
      180_000,
    ).catch((error: Error) => {
      // A worker that could not start says why here (vitest cannot print a long message with its stack).
      console.error(first.output());
      throw error;
    });
    first.child.kill('SIGKILL');
    expect((await first.done).signal).toBe('SIGKILL');
    const [held] = await db.select().from(jobs).where(eq(jobs.chave, chave));
    expect(held).toMatchObject({ status: 'executando', tentativas: 1 });

    await new Promise((r) => setTimeout(r, Math.max(0, held.lockedUntil!.getTime() - Date.now()) + 200));
    const second = worker(env);
    expect((await second.done).code).toBe(0);
    const [after] = await db.select().from(jobs).where(eq(jobs.chave, chave));
    expect(after).toMatchObject({ status: 'concluido', tentativas: 2 });
    expect(after.lockedBy).not.toBe(held.lockedBy);
  }, 300_000);
});
