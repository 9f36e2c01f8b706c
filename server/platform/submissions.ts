import 'server-only';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { describeError } from '@/lib/log-scrub';
import { m } from '@/lib/messages';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { enviosPublicos } from '@/server/platform/db/schema';
import { SUBMISSION_FIELD } from '@/lib/validation/submission';

/**
 * A public form's submission key (lib/validation/submission.ts), read from the parsed input and taken out of it:
 * the action's body never sees it. Null when the form sent none (an old page, a script): no deduplication then.
 */
export function takeSubmissionKey<T>(data: T): { key: string | null; data: T } {
  if (!data || typeof data !== 'object' || !(SUBMISSION_FIELD in data)) return { key: null, data };
  const { [SUBMISSION_FIELD]: key, ...rest } = data as Record<string, unknown>;
  return { key: typeof key === 'string' ? key : null, data: rest as T };
}

/** An answer recorded for a key, or none. */
/** A claim that no answer followed is taken over after this long (the first attempt died without one). */
const ABANDONED_MS = 2 * 60_000;

/**
 * Claims `key` for `action`. Inside the action's transaction (the usual case) the claim and the answer commit
 * together: a second attempt waits on the key until the first commits, then finds its answer. Answers `claimed`,
 * the prior answer, or `pending` (a non-transactional first attempt is still running, or died less than two
 * minutes ago).
 */
export async function claimSubmission(
  db: Db,
  action: string,
  key: string,
): Promise<'claimed' | 'pending' | { result: unknown }> {
  const [claimed] = await db
    .insert(enviosPublicos)
    .values({ acao: action, chave: key })
    .onConflictDoNothing()
    .returning({ chave: enviosPublicos.chave });
  if (claimed) return 'claimed';
  const [prior] = await db
    .select({ resultado: enviosPublicos.resultado, createdAt: enviosPublicos.createdAt })
    .from(enviosPublicos)
    .where(and(eq(enviosPublicos.acao, action), eq(enviosPublicos.chave, key)));
  if (!prior) return 'pending';
  if (prior.resultado !== null) return { result: (prior.resultado as { dados: unknown }).dados };
  if (Date.now() - prior.createdAt.getTime() < ABANDONED_MS) return 'pending';
  // Taken over once: of two late retries, only one moves the row.
  const [taken] = await db
    .update(enviosPublicos)
    .set({ createdAt: new Date() })
    .where(
      and(
        eq(enviosPublicos.acao, action),
        eq(enviosPublicos.chave, key),
        isNull(enviosPublicos.resultado),
        eq(enviosPublicos.createdAt, prior.createdAt),
      ),
    )
    .returning({ chave: enviosPublicos.chave });
  return taken ? 'claimed' : 'pending';
}

/** The answer the first attempt gave, kept for the retries (JSON: what a server action returns anyway). */
export async function recordSubmission(db: Db, action: string, key: string, result: unknown): Promise<void> {
  await db
    .update(enviosPublicos)
    .set({ resultado: { dados: result ?? null } })
    .where(and(eq(enviosPublicos.acao, action), eq(enviosPublicos.chave, key)));
  if (Math.random() < 0.01) {
    await db.delete(enviosPublicos).where(lt(enviosPublicos.createdAt, new Date(Date.now() - 7 * 86_400_000)));
  }
}

/** A non-transactional attempt that failed before storing anything gives its key back, so a retry runs again. */
export async function releaseSubmission(db: Db, action: string, key: string): Promise<void> {
  await db
    .delete(enviosPublicos)
    .where(and(eq(enviosPublicos.acao, action), eq(enviosPublicos.chave, key), isNull(enviosPublicos.resultado)));
}

/** The body and its submission key (if any) in one transaction: the key, the write and the answer commit together. */
export async function inTransaction<T>(
  db: Db,
  name: string,
  key: string | null,
  body: (db: Db) => Promise<T>,
): Promise<{ data: T; replayed: boolean }> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    if (key) {
      const claim = await claimSubmission(txDb, name, key);
      if (claim === 'pending') throw new ActionError(m.resilience.pending);
      if (claim !== 'claimed') return { data: claim.result as T, replayed: true };
    }
    const data = await body(txDb);
    if (key) await recordSubmission(txDb, name, key, data);
    return { data, replayed: false };
  });
}

/**
 * Without the wrapper's transaction (the body opens its own, or calls a provider): the key is claimed first, given
 * back when the body fails, and its answer kept when it succeeds.
 */
export async function withoutTransaction<T>(
  db: Db,
  name: string,
  key: string | null,
  body: (db: Db) => Promise<T>,
): Promise<{ data: T; replayed: boolean }> {
  if (!key) return { data: await body(db), replayed: false };
  const claim = await claimSubmission(db, name, key);
  if (claim === 'pending') throw new ActionError(m.resilience.pending);
  if (claim !== 'claimed') return { data: claim.result as T, replayed: true };
  let data: T;
  try {
    data = await body(db);
  } catch (error) {
    await releaseSubmission(db, name, key).catch(() => {});
    throw error;
  }
  // The write is done: a failure to keep its answer must not turn it into an error (a resend would then wait).
  await recordSubmission(db, name, key, data).catch((error: unknown) =>
    console.warn(`[action ${name}] answer not kept for its key: ${describeError(error)}`),
  );
  return { data, replayed: false };
}
