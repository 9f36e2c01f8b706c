import 'server-only';
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'drizzle-orm/logger';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '@/server/platform/env';
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
  const file = process.env.DB_QUERY_LOG;
  if (!file) return undefined;
  return { logQuery: (query, params) => appendFileSync(file, `${JSON.stringify({ query, params })}\n`) };
}

async function openPglite(): Promise<Handle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = path.join(env.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir);
  const db = drizzle({ client, schema, logger: queryLogger() });
  try {
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } catch (error) {
    // A retry must not open a second PGlite on the same folder while this one is still open.
    await client.close().catch(() => {});
    throw error;
  }
  return { db: db as unknown as Db, close: () => client.close(), driver: 'pglite' };
}

async function openPostgres(url: string): Promise<Handle> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const max = Math.max(2, Number(process.env.DATABASE_POOL_SIZE || 10));
  // Supabase's transaction pooler (port 6543) does not support prepared statements. postgres.js opens
  // connections lazily and replaces broken ones, so a database restart heals by itself; a short connect
  // timeout makes a stopped database fail fast (the proxy then answers 503) instead of hanging requests.
  const client = postgres(url, { max, prepare: !url.includes(':6543'), connect_timeout: 5, onnotice: () => {} });
  const db = drizzle({ client, schema, logger: queryLogger() });
  // Several instances may start at once: one migrates while the others wait on the lock.
  try {
    await client.begin(async (tx) => {
      await tx`select pg_advisory_xact_lock(727274)`;
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    });
  } catch (error) {
    // getDb() forgets a failed open and tries again on the next call: do not leave this pool behind.
    await client.end({ timeout: 1 }).catch(() => {});
    throw error;
  }
  return { db: db as unknown as Db, close: () => client.end({ timeout: 5 }), driver: 'postgres' };
}

function open(): Promise<Handle> {
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
