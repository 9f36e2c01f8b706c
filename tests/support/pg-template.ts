import path from 'node:path';
import { withDatabaseName as withDatabase } from '../../bench/lib/database-url';
import { assertLocalDatabase } from './local-database';

/**
 * The PostgreSQL integration run (TEST_DATABASE_URL) as the PGlite one (tests/support/pglite-template.ts): the run's
 * global set-up migrates one template database once, and each test file gets a database of its own copied from it
 * (CREATE DATABASE … TEMPLATE: a few tens of milliseconds), dropped at the file's end. Files share nothing, so the
 * run takes as many workers as the PGlite run, and worker processes a file spawns only see that file's jobs (D192).
 */
const MIGRATIONS = path.resolve(import.meta.dirname, '../../supabase/migrations');

function baseName(url: string): string {
  return new URL(url).pathname.slice(1) || 'postgres';
}

export const pgTemplateName = (url: string) => `${baseName(url)}_template`;

async function admin(url: string) {
  const { default: postgres } = await import('postgres');
  return postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
}

/** Drops and makes the template: the migrations of this tree, whatever an earlier run left. */
export async function makePgTemplate(): Promise<void> {
  const url = assertLocalDatabase(process.env.TEST_DATABASE_URL);
  const name = pgTemplateName(url);
  const sql = await admin(url);
  try {
    await sql.unsafe(`drop database if exists "${name}" with (force)`);
    await sql.unsafe(`create database "${name}"`);
  } finally {
    await sql.end({ timeout: 5 });
  }
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const client = postgres(withDatabase(url, name), { max: 1, onnotice: () => {} });
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.end({ timeout: 5 });
  }
}

let made = 0;

/** A new database copied from the template for one test file; its URL and how to drop it. */
export async function pgDatabaseForFile(): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = assertLocalDatabase(process.env.TEST_DATABASE_URL);
  const name = `${baseName(url)}_${process.pid}_${++made}`;
  const sql = await admin(url);
  try {
    await sql.unsafe(`drop database if exists "${name}" with (force)`);
    // Two workers copying the template at the same moment: PostgreSQL refuses the second while the first copy
    // holds the template ("being accessed by other users"); it is free again within the copy's milliseconds.
    for (let attempt = 0; ; attempt++) {
      try {
        await sql.unsafe(`create database "${name}" template "${pgTemplateName(url)}"`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await sql.end({ timeout: 5 });
  }
  return {
    url: withDatabase(url, name),
    drop: async () => {
      const sql = await admin(url);
      try {
        // FORCE: a worker process the file spawned may still hold a connection.
        await sql.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await sql.end({ timeout: 5 });
      }
    },
  };
}
