import 'server-only';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import { PgPreparedQuery, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env, readEnv } from '@/server/platform/env';
import { boundPglite, boundPostgres, poolOptions, queryTimeoutMs } from './bounded';
import { redactQueryError } from './errors';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

type Handle = { db: Db; close: () => Promise<void>; driver: 'pglite' | 'postgres' };

const MIGRATIONS_FOLDER = path.join(/*turbopackIgnore: true*/ process.cwd(), 'supabase/migrations');

// One handle per process, kept on globalThis: Next compiles instrumentation and the app separately and
// dev reloads modules, and two PGlite instances on one folder would corrupt it (STACK-NOTES 4).
const store = globalThis as unknown as { __agencyDb?: Promise<Handle> };

/**
 * DB_QUERY_LOG=<file>: every statement and its parameters appended to that file, one JSON line each. For
 * diagnosis only (the bench's `plans` part reads it to EXPLAIN what each page runs); off by default.
 */
function queryLogger(): Logger | undefined {
  const file = readEnv().DB_QUERY_LOG;
  if (!file) return undefined;
  return { logQuery: (query, params) => appendFileSync(file, `${JSON.stringify({ query, params })}\n`) };
}

/**
 * drizzle's query error carries every parameter of the statement in its message and properties; errors leave the
 * database layer without them (server/platform/db/errors.ts), so that no log holds a token, an address or a
 * message someone typed. Patched once on the prepared-query class every driver's statements go through.
 */
function redactQueryErrors(): void {
  type Run = (...args: unknown[]) => Promise<unknown>;
  const proto = PgPreparedQuery.prototype as unknown as { queryWithCache: Run; __agencyRedacted?: true };
  if (proto.__agencyRedacted) return;
  const original = proto.queryWithCache;
  proto.queryWithCache = async function (this: unknown, ...args: unknown[]) {
    try {
      return await original.apply(this, args);
    } catch (error) {
      throw error instanceof Error ? redactQueryError(error) : error;
    }
  };
  proto.__agencyRedacted = true;
}

async function openPglite(): Promise<Handle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = path.join(env.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  try {
    // Migrations may take longer than a request's statement: they run on the unbounded client.
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    // A retry must not open a second PGlite on the same folder while this one is still open.
    await client.close().catch(() => {});
    throw error;
  }
  // The same bounds as PostgreSQL (server/platform/db/bounded.ts): here only a lock can make a statement wait.
  const db = drizzle({ client: boundPglite(client, queryTimeoutMs()), schema, logger: queryLogger() });
  return { db: db as unknown as Db, close: () => client.close(), driver: 'pglite' };
}

async function openPostgres(url: string): Promise<Handle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  // Migrations run on a short-lived client of their own, without the request bounds (an index build may take
  // minutes). Several instances may start at once: one migrates while the others wait on the lock.
  const migrator = postgres(url, { max: 2, prepare: !url.includes(':6543'), connect_timeout: 10, onnotice: () => {} });
  try {
    await migrator.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(727274)`;
      await migrate(drizzle({ client: migrator, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    });
  } finally {
    await migrator.end({ timeout: 5 }).catch(() => {});
  }
  // postgres.js opens connections lazily and replaces broken ones, so a database restart heals by itself.
  const timeoutMs = queryTimeoutMs();
  const client = postgres(url, poolOptions(url, timeoutMs));
  const db = drizzle({ client: boundPostgres(client, timeoutMs), schema, logger: queryLogger() });
  return { db: db as unknown as Db, close: () => client.end({ timeout: 5 }), driver: 'postgres' };
}

function open(): Promise<Handle> {
  redactQueryErrors();
  const url = env.databaseUrl;
  return url ? openPostgres(url) : openPglite();
}

/** The database, opened (and migrated) on first use, never at import time (STACK-NOTES 2). */
export async function getDb(): Promise<Db> {
  if (!store.__agencyDb) {
    store.__agencyDb = open().catch((error) => {
      store.__agencyDb = undefined;
      throw error;
    });
  }
  return (await store.__agencyDb).db;
}

export async function getDriver(): Promise<Handle['driver']> {
  await getDb();
  return (await store.__agencyDb!).driver;
}

export async function closeDb(): Promise<void> {
  const handle = store.__agencyDb;
  store.__agencyDb = undefined;
  if (handle) await (await handle).close();
}
