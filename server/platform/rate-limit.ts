import 'server-only';
import { and, eq, lt, sql } from 'drizzle-orm';
import { getDb } from '@/server/platform/db/client';
import { rateLimits } from '@/server/platform/db/schema';

function windowStart(windowMs: number, now: number): Date {
  return new Date(Math.floor(now / windowMs) * windowMs);
}

/** Counts one hit atomically (insert or `count = count + 1`) and returns the new count. */
export async function hit(key: string, windowMs: number, now = Date.now()): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: windowStart(windowMs, now), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if (Math.random() < 0.01) {
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - 24 * 60 * 60 * 1000)));
  }
  return row.count;
}

/** Gives one hit back (a reservation that turned out to be allowed): never below zero. */
export async function release(key: string, windowMs: number, now = Date.now()): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(windowMs, now))));
}

/**
 * Counts one hit of `key` in a window that starts at `since` (a São Paulo day, for "once per visitor
 * per page per day") atomically, and returns the new count: a race of two has one first.
 */
export async function hitSince(key: string, since: Date): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: since, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return row.count;
}

export async function clearHits(key: string, windowMs: number, now = Date.now()): Promise<void> {
  const db = await getDb();
  await db
    .delete(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart(windowMs, now))));
}

/** Minutes left in the current window, for messages such as "tente novamente em 12 minutos". */
export function minutesLeft(windowMs: number, now = Date.now()): number {
  return Math.max(1, Math.ceil((windowStart(windowMs, now).getTime() + windowMs - now) / 60_000));
}
