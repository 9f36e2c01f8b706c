/**
 * Is the PostgreSQL server reachable? Asked by the proxy before a page that reads the database, so that a
 * stopped database answers 503 with the Portuguese "unavailable" page instead of a half-rendered one
 * (D49). A tiny client of its own (one connection) so the answer never waits behind the
 * app's pool; the answer is kept for a second so the probe costs at most one `select 1` a second.
 * The embedded PGlite lives in this process: it is never "unreachable".
 */

import { sql } from 'drizzle-orm';
import { getDb } from './client';
import { env } from '@/server/platform/env';

type Probe = { ok: boolean; at: number; pending?: Promise<boolean> };
type Sql = ((strings: TemplateStringsArray) => Promise<unknown>) & { end: (o?: { timeout?: number }) => Promise<void> };

const KEEP_UP_MS = 1_000;
const KEEP_DOWN_MS = 500;

const store = globalThis as unknown as { __agencyDbProbe?: Probe; __agencyProbeSql?: { url: string; sql: Sql } };

async function probeSql(url: string): Promise<Sql> {
  if (store.__agencyProbeSql?.url === url) return store.__agencyProbeSql.sql;
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, {
    max: 1,
    connect_timeout: 2,
    idle_timeout: 30,
    prepare: false,
    onnotice: () => {},
  }) as unknown as Sql;
  store.__agencyProbeSql = { url, sql };
  return sql;
}

async function probe(url: string): Promise<boolean> {
  try {
    const sql = await probeSql(url);
    await Promise.race([
      sql`select 1`,
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2_500)),
    ]);
    return true;
  } catch {
    return false;
  }
}

/**
 * `fresh`: after a request has just failed, a kept "up" answer is not trusted. The database may have stopped within
 * the second it is kept, and the failure would then reach the browser as Next's 500 instead of the 503 page (D49).
 * A kept "down" answer still stands, and a probe already on its way is shared.
 */
export async function databaseReachable(url = env.databaseUrl, options: { fresh?: boolean } = {}): Promise<boolean> {
  if (!url) return true;
  const state = (store.__agencyDbProbe ??= { ok: true, at: 0 });
  const keptFor = state.ok ? (options.fresh ? 0 : KEEP_UP_MS) : KEEP_DOWN_MS;
  if (!state.pending && Date.now() - state.at < keptFor) return state.ok;
  state.pending ??= probe(url).then((ok) => {
    state.ok = ok;
    state.at = Date.now();
    state.pending = undefined;
    return ok;
  });
  return state.pending;
}

/** After a request has just failed: the configured database's answer, not a kept "up" one (`fresh` above). */
export function databaseReachableNow(): Promise<boolean> {
  return databaseReachable(env.databaseUrl, { fresh: true });
}

/** `select 1` on the app's own pool: the health route's question (routes never take the handle, D151). */
export async function selectOne(): Promise<void> {
  await (await getDb()).execute(sql`select 1`);
}
