import { describe, expect, it } from 'vitest';
import { databaseReachable, databaseReachableNow } from '@/server/platform/db/health';

/** D49: the proxy's question before a page that reads the database. */
describe('databaseReachable', () => {
  it('is always true for the embedded database (no DATABASE_URL)', async () => {
    expect(await databaseReachable('')).toBe(true);
  });

  it('answers false quickly for a PostgreSQL that does not listen, and keeps the answer briefly', async () => {
    const started = Date.now();
    expect(await databaseReachable('postgres://postgres@127.0.0.1:1/nada')).toBe(false);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await databaseReachable('postgres://postgres@127.0.0.1:1/nada')).toBe(false);
  });

  it.runIf(process.env.TEST_DB === 'postgres')('answers true for the PostgreSQL under test', async () => {
    await new Promise((r) => setTimeout(r, 600)); // past the kept "down" answer of the test above
    expect(await databaseReachable(process.env.DATABASE_URL)).toBe(true);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'after a failed request (fresh), asks again instead of trusting a kept "up" answer',
    async () => {
      expect(await databaseReachable(process.env.DATABASE_URL)).toBe(true);
      // Within the kept second, the database "stops" (here: another address that does not listen).
      const stopped = 'postgres://postgres@127.0.0.1:1/nada';
      expect(await databaseReachable(stopped)).toBe(true);
      expect(await databaseReachable(stopped, { fresh: true })).toBe(false);
      await new Promise((r) => setTimeout(r, 600)); // past the kept "down" answer
      expect(await databaseReachable(process.env.DATABASE_URL, { fresh: true })).toBe(true);
      // What a failed staff render asks (server/platform/cache/staff-page-fetch.ts): the configured database, fresh.
      expect(await databaseReachableNow()).toBe(true);
    },
  );
});
