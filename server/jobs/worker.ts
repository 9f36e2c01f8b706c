import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { now } from '@/lib/clock';
import { getDb, type Db } from '@/server/platform/db/client';
import { dispatch } from '@/server/events/dispatch';
import { batchHandlers, handlers } from './handlers';
import { claimJobs, completeJob, completeJobs, enqueue, failJob, type Job } from '@/server/platform/jobs/queue';
import { readEnv } from '@/server/platform/env';

/**
 * Every 5 minutes (and at start) a tick job enqueues the due automatic work (server/jobs/tick.ts);
 * `WORKER_TICK_MINUTES` (1–60) chooses another period (D198).
 */
export const TICK_MINUTES = 5;

const tickMinutes = () => {
  const chosen = Number(readEnv().WORKER_TICK_MINUTES);
  return Number.isInteger(chosen) && chosen >= 1 && chosen <= 60 ? chosen : TICK_MINUTES;
};

function tickKey(at: Date): { chave: string; runAt: Date } {
  const period = tickMinutes() * 60_000;
  const bucket = Math.floor(at.getTime() / period) * period;
  return { chave: `tick:${new Date(bucket).toISOString()}`, runAt: new Date(bucket) };
}

/** Enqueues this period's tick (idempotent: one per period, 5 minutes by default, however many workers ask). */
export async function ensureTick(db: Db): Promise<void> {
  const { chave, runAt } = tickKey(now());
  await enqueue(db, { tipo: 'tick', chave, runAt, maxTentativas: 3 });
}

async function runJob(db: Db, job: Job): Promise<'ok' | 'retry' | 'failed'> {
  const handler = handlers[job.tipo];
  try {
    if (!handler) throw new Error(`tipo de tarefa desconhecido: ${job.tipo}`);
    const events = (await handler(db, job.dados, job)) ?? [];
    await completeJob(db, job);
    // What the job's writers changed, once committed: the same dispatcher as the actions' (server/events).
    await dispatch(events, 'background');
    return 'ok';
  } catch (error) {
    const outcome = await failJob(db, job, error);
    console.error(
      `[worker] ${job.tipo} ${job.chave} falhou (tentativa ${job.tentativas}/${job.maxTentativas}, ${outcome})`,
      error,
    );
    return outcome;
  }
}

/** A batch of one kind run together (handlers.ts, `batchHandlers`): each job done or failed on its own. */
async function runBatch(db: Db, list: Job[]): Promise<Array<'ok' | 'retry' | 'failed'>> {
  let outcome: Awaited<ReturnType<(typeof batchHandlers)[string]>>;
  try {
    outcome = await batchHandlers[list[0].tipo](db, list);
  } catch (error) {
    return Promise.all(list.map((job) => failJob(db, job, error)));
  }
  const results: Array<'ok' | 'retry' | 'failed'> = [];
  const done: Job[] = [];
  for (const job of list) {
    if (outcome.deferred?.has(outcome.subject(job))) {
      results.push('ok');
      continue;
    }
    const error = outcome.failed.get(outcome.subject(job));
    if (error === undefined) {
      done.push(job);
      results.push('ok');
      continue;
    }
    const result = await failJob(db, job, error);
    console.error(`[worker] ${job.tipo} ${job.chave} falhou (tentativa ${job.tentativas}, ${result})`, error);
    results.push(result);
  }
  await completeJobs(db, done);
  try {
    await dispatch(outcome.events, 'queued');
  } catch (error) {
    console.error(`[worker] ${list[0].tipo}: follow-ups not queued`, error);
  }
  return results;
}

export type PassResult = { claimed: number; ok: number; failed: number };

/** Claimed at once: urgent jobs (a batch kind, run together) and the others (run one by one, D145). */
const URGENT_BATCH = 50;
const NORMAL_BATCH = 10;

/**
 * One pass: make sure this period's tick exists, then claim and run due jobs in batches until none is due (or
 * `maxJobs` ran). Urgent jobs (prioridade > 0: a Pix notification someone waits on) are claimed before each
 * batch of the others, which is kept small, so a notification waits behind a few receipts at most (D145). The cron
 * route and `npm run worker -- --once` call exactly this.
 */
export async function runPass(
  options: { workerId?: string; batch?: number; maxJobs?: number; kinds?: readonly string[] } = {},
): Promise<PassResult> {
  const db = await getDb();
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 6)}`;
  const result: PassResult = { claimed: 0, ok: 0, failed: 0 };
  // A pass limited to some kinds (the outbox's delivery alone) leaves the tick to the full passes.
  if (!options.kinds) await ensureTick(db);
  const kinds = options.kinds;
  while (result.claimed < (options.maxJobs ?? 1000)) {
    let claimed = await claimJobs(db, workerId, options.batch ?? URGENT_BATCH, { urgentOnly: true, kinds });
    if (claimed.length === 0) claimed = await claimJobs(db, workerId, options.batch ?? NORMAL_BATCH, { kinds });
    if (claimed.length === 0) break;
    const together = new Map<string, Job[]>();
    for (const job of claimed) {
      result.claimed++;
      if (batchHandlers[job.tipo]) {
        together.set(job.tipo, [...(together.get(job.tipo) ?? []), job]);
        continue;
      }
      if ((await runJob(db, job)) === 'ok') result.ok++;
      else result.failed++;
    }
    for (const list of together.values())
      for (const outcome of await runBatch(db, list)) {
        if (outcome === 'ok') result.ok++;
        else result.failed++;
      }
  }
  return result;
}

type Running = {
  timer?: NodeJS.Timeout;
  stopped: boolean;
  pass?: Promise<unknown>;
  /** Woken during a pass: run another at once, since the pass may have looked before the new job was queued. */
  again?: boolean;
  loop?: () => Promise<void>;
};
const store = globalThis as unknown as { __agencyWorker?: Running };

/** The long-lived worker: a pass every `intervalMs` (in-process from instrumentation.ts, or `npm run worker`). */
export function startWorker(options: { intervalMs?: number } = {}): () => Promise<void> {
  if (store.__agencyWorker && !store.__agencyWorker.stopped) return stopWorker;
  const state: Running = { stopped: false };
  store.__agencyWorker = state;
  const interval = options.intervalMs ?? (Number(readEnv().WORKER_INTERVAL_MS) || 15_000);
  const loop = async () => {
    if (state.stopped) return;
    state.timer = undefined;
    do {
      state.again = false;
      state.pass = runPass().catch((error: unknown) => console.error('[worker] passagem falhou', error));
      await state.pass;
    } while (state.again && !state.stopped);
    state.pass = undefined;
    if (!state.stopped) state.timer = setTimeout(loop, interval);
  };
  state.loop = loop;
  void loop();
  return stopWorker;
}

/**
 * Work was just queued that someone waits for (a Pix notification, D130): the in-process worker runs a pass now
 * instead of at its next interval. Without an in-process worker (WORKER=off) nothing happens: the separate worker
 * or the cron route finds the job at its next pass.
 */
export function wakeWorker(): void {
  const state = store.__agencyWorker;
  if (!state || state.stopped || !state.loop) return;
  if (state.pass) {
    state.again = true;
    return;
  }
  if (state.timer) clearTimeout(state.timer);
  void state.loop();
}

export async function stopWorker(): Promise<void> {
  const state = store.__agencyWorker;
  if (!state) return;
  state.stopped = true;
  if (state.timer) clearTimeout(state.timer);
  await state.pass;
  store.__agencyWorker = undefined;
}
