import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type * as NextCache from 'next/cache';
import { afterAll, vi } from 'vitest';
import { pgDatabaseForFile } from './pg-template';
import { seedFromPgliteTemplate } from './pglite-template';

// The database under test, the file's own: a fresh embedded one, or a database of its own on the local PostgreSQL
// of TEST_DATABASE_URL (tests/support/pg-template.ts, D192). DATABASE_URL from the shell is never used by tests.
// Either way the files the app writes (the mail outbox, uploads, the embedded database) go to a folder of this
// file's own, removed at the end.
delete process.env.DATABASE_URL;
const tempDir = mkdtempSync(path.join(os.tmpdir(), 'agencia-test-'));
process.env.DATA_DIR = tempDir;
const pgDatabase = process.env.TEST_DB === 'postgres' ? await pgDatabaseForFile() : null;
if (pgDatabase) process.env.DATABASE_URL = pgDatabase.url;
else seedFromPgliteTemplate(tempDir);
process.env.AUTH_SECRET = 'test-secret-that-is-long-enough-0123456789';
// A configured install: the agency's Pix key seeds its profile (server/agency/profile.ts); without one, signed
// contracts' Pix charges wait for it (tests/integration/agency-profile.test.ts covers that case).
process.env.PIX_KEY ??= 'financeiro@agencia.dev';

// Next's request scope, answered from tests/support/request-context.ts.
vi.mock('next/headers', async () => {
  const ctx = await import('./request-context');
  return {
    headers: async () => ctx.requestHeaders(),
    cookies: async () => ({
      get: (name: string) => (ctx.getCookie(name) === undefined ? undefined : { name, value: ctx.getCookie(name) }),
      getAll: () => ctx.allCookies(),
      has: (name: string) => ctx.getCookie(name) !== undefined,
      set: (
        name: string | { name: string; value: string; maxAge?: number },
        value?: string,
        options?: { maxAge?: number },
      ) => {
        if (typeof name === 'object') ctx.setCookie(name.name, name.value, name.maxAge);
        else ctx.setCookie(name, value ?? '', options?.maxAge);
      },
      delete: (name: string) => ctx.deleteCookie(name),
    }),
  };
});

// Revalidation needs Next's render store; tests record the calls instead.
// One set of recorders for the worker (files share its module graph: the app's modules keep the first ones they
// import), emptied before each file.
const recorders = ((
  globalThis as { __testRevalidation?: Record<string, ReturnType<typeof vi.fn>> }
).__testRevalidation ??= { revalidatePath: vi.fn(), revalidateTag: vi.fn(), updateTag: vi.fn() });
for (const recorder of Object.values(recorders)) recorder.mockClear();
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof NextCache>()),
  ...(globalThis as { __testRevalidation?: object }).__testRevalidation,
}));

afterAll(async () => {
  if ((globalThis as { __agencyWorker?: unknown }).__agencyWorker) {
    const { stopWorker } = await import('@/server/jobs/worker');
    await stopWorker();
  }
  const { closeDb } = await import('@/server/platform/db/client');
  await closeDb();
  await pgDatabase?.drop();
  // Files share one module graph per worker (vitest.config.ts): what a process keeps on globalThis (the auth
  // instance and its database, the agency profile, caches) belongs to this file's database and goes with it.
  for (const key of Object.keys(globalThis))
    if (/^__(agency|pix)/.test(key)) delete (globalThis as Record<string, unknown>)[key];
  rmSync(tempDir, { recursive: true, force: true });
});
