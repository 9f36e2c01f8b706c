import 'server-only';
import { and, asc, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { retryDelayMs } from '@/lib/jobs/backoff';
import type { Db } from '@/server/platform/db/client';
import { jobs } from '@/server/platform/db/schema';
import { readEnv } from '@/server/platform/env';

export type Job = typeof jobs.$inferSelect;

export type NewJob = {
  tipo: string;
  /**
   * Idempotency key: a second job with the same key is not created (`reminder:<chargeId>:<step>:<day>`) while the
   * first is in the table; a finished one is deleted after the retention (D150), so handlers re-check their subject.
   */
  chave: string;
  dados?: Record<string, unknown>;
  runAt?: Date;
  maxTentativas?: number;
  /** Higher is claimed first among due jobs (D145); 0 by default. */
  prioridade?: number;
};

/** How long a claimed job is held before another worker may take it again (a killed worker's job). */
export function leaseMs(): number {
  return Number(readEnv().WORKER_LEASE_MS) || 5 * 60_000;
}

/** Adds jobs, skipping keys already queued (insert … on conflict do nothing). Answers how many were new. */
export async function enqueue(db: Db, items: NewJob | NewJob[]): Promise<number> {
  const list = Array.isArray(items) ? items : [items];
  if (list.length === 0) return 0;
  const rows = await db
    .insert(jobs)
    .values(
      list.map((j) => ({
        tipo: j.tipo,
        chave: j.chave,
        dados: j.dados ?? {},
        runAt: j.runAt ?? now(),
        maxTentativas: j.maxTentativas ?? 5,
        prioridade: j.prioridade ?? 0,
      })),
    )
    .onConflictDoNothing({ target: jobs.chave })
    .returning({ id: jobs.id });
  return rows.length;
}

/**
 * Claims up to `limit` due jobs for one worker in one statement: due pending jobs, and running jobs whose lease
 * ran out (their worker died), the higher `prioridade` first (D145); `urgentOnly`, only those above 0; `kinds`, only
 * jobs of those kinds.
 * `FOR UPDATE SKIP LOCKED` lets several workers claim at once without waiting on, or taking, each other's rows.
 */
export async function claimJobs(
  db: Db,
  workerId: string,
  limit: number,
  options: { urgentOnly?: boolean; kinds?: readonly string[] } = {},
): Promise<Job[]> {
  const at = now();
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        or(
          and(eq(jobs.status, 'pendente'), lte(jobs.runAt, at)),
          and(eq(jobs.status, 'executando'), lt(jobs.lockedUntil, at)),
        ),
        options.urgentOnly ? gt(jobs.prioridade, 0) : undefined,
        options.kinds ? inArray(jobs.tipo, [...options.kinds]) : undefined,
      ),
    )
    .orderBy(desc(jobs.prioridade), asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'executando',
      lockedBy: workerId,
      lockedUntil: new Date(at.getTime() + leaseMs()),
      tentativas: sql`${jobs.tentativas} + 1`,
      updatedAt: at,
    })
    .where(inArray(jobs.id, due))
    .returning();
}

/** Done: only by the worker that still holds it (a worker whose lease ran out does not overwrite the new owner). */
export async function completeJob(db: Db, job: Job): Promise<void> {
  const at = now();
  await db
    .update(jobs)
    .set({ status: 'concluido', concluidoEm: at, lockedUntil: null, ultimoErro: null, updatedAt: at })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? ''), eq(jobs.tentativas, job.tentativas)));
}

/** Done, a batch at once (D130): one UPDATE, with the same condition as `completeJob` for each job. */
export async function completeJobs(db: Db, list: readonly Job[]): Promise<void> {
  if (list.length === 0) return;
  if (list.length === 1) return completeJob(db, list[0]);
  const at = now();
  const held = sql.join(
    list.map((job) => sql`(${job.id}::uuid, ${job.lockedBy ?? ''}, ${job.tentativas}::integer)`),
    sql`, `,
  );
  await db
    .update(jobs)
    .set({ status: 'concluido', concluidoEm: at, lockedUntil: null, ultimoErro: null, updatedAt: at })
    .where(sql`(${jobs.id}, ${jobs.lockedBy}, ${jobs.tentativas}) in (${held})`);
}

/** Failed: back to pendente with exponential back-off, or falhou once its attempts are spent. */
export async function failJob(db: Db, job: Job, error: unknown): Promise<'retry' | 'failed'> {
  const at = now();
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const spent = job.tentativas >= job.maxTentativas;
  await db
    .update(jobs)
    .set({
      status: spent ? 'falhou' : 'pendente',
      runAt: spent ? job.runAt : new Date(at.getTime() + retryDelayMs(job.tentativas)),
      lockedUntil: null,
      ultimoErro: message.slice(0, 2000),
      updatedAt: at,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.tentativas, job.tentativas)));
  return spent ? 'failed' : 'retry';
}

/**
 * D250: not now, later: back to pendente until `runAt`, the attempt it was claimed with given back (a wait is not a
 * failure). Only by the worker that still holds it, like `completeJob`.
 */
export async function deferJob(db: Db, job: Job, runAt: Date): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'pendente',
      runAt,
      lockedBy: null,
      lockedUntil: null,
      tentativas: sql`greatest(${jobs.tentativas} - 1, 0)`,
      updatedAt: now(),
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, job.lockedBy ?? ''), eq(jobs.tentativas, job.tentativas)));
}

/** Staff "Tentar de novo": a failed job runs again now with a fresh set of attempts. */
export async function retryFailedJob(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ status: 'pendente', tentativas: 0, runAt: now(), ultimoErro: null, updatedAt: now() })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'falhou')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * D150: deletes up to `limit` finished jobs done before `before`, in one statement (its own short transaction).
 * Only `concluido`: a failed job stays until staff retry it, pending and running ones are work to do. A finished
 * job's `run_at` is never later than its `concluido_em`, so bounding both lets the (status, run_at) index find
 * the rows. `SKIP LOCKED`: two ticks at once (the cron route and a worker) never wait on each other's rows.
 */
export async function deleteFinishedJobs(db: Db, before: Date, limit: number): Promise<number> {
  const old = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'concluido'), lt(jobs.runAt, before), lt(jobs.concluidoEm, before)))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db.delete(jobs).where(inArray(jobs.id, old)).returning({ id: jobs.id });
  return rows.length;
}

export async function listFailedJobs(db: Db, limit = 100) {
  return db
    .select({
      id: jobs.id,
      tipo: jobs.tipo,
      chave: jobs.chave,
      tentativas: jobs.tentativas,
      ultimoErro: jobs.ultimoErro,
      updatedAt: jobs.updatedAt,
    })
    .from(jobs)
    .where(eq(jobs.status, 'falhou'))
    .orderBy(desc(jobs.updatedAt))
    .limit(limit);
}

export async function countQueued(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(jobs)
    .where(inArray(jobs.status, ['pendente', 'executando']));
  return row.n;
}
