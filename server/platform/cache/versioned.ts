import 'server-only';
import { eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/server/platform/db/client';
import { versaoDados } from '@/server/platform/db/schema';

/**
 * Reads that are the same for every staff member, kept in this process until the data changes (D81:
 * no work per request that could be done once per change; the session is still checked per request, before).
 *
 * The key is the database's data version (`versao_dados`, moved at commit by a trigger on every table the staff
 * screens read), so an entry is never older than the last committed write, whoever made it: an action on this
 * instance or another, a job, a webhook, psql. Nothing has to remember to invalidate, and several instances agree
 * without sharing anything. A request asks the version once (one indexed row) before its first cached read; the
 * data of a miss is read after it, so an entry holds data at least as new as its version.
 */

/** An upper bound whatever happens (a table written outside the trigger list, say): entries older are read again. */
const MAX_AGE_MS = 5 * 60_000;
/** Searches and "show more" make keys: the least recently used go first past this many. */
const MAX_ENTRIES = 400;

type Entry = { version: number; at: number; value: Promise<unknown> };

// On globalThis: Next compiles route modules separately and one process should keep one cache.
const store = globalThis as unknown as { __agencyVersioned?: Map<string, Entry> };
const entries = (store.__agencyVersioned ??= new Map<string, Entry>());

/** The committed data version this request reads at, asked once per request (React's cache). NaN: no caching. */
export const dataVersion = cache(async (): Promise<number> => {
  const db = await getDb();
  const [row] = await db.select({ versao: versaoDados.versao }).from(versaoDados).where(eq(versaoDados.id, 1));
  return row ? row.versao : Number.NaN;
});

/** Tests: nothing cached. */
export function clearVersionedCache(): void {
  entries.clear();
}

/** Outside production the cached value is frozen, so a caller that mutates what other requests share fails its tests. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * `load` with its answers kept per arguments (JSON) and data version. The answer is shared by every request that
 * asks the same: never mutate it. Arguments must be plain JSON values, and everything the answer depends on must be
 * among them (the São Paulo day, a search), never the caller's session.
 */
export function versioned<A extends readonly unknown[], R>(
  name: string,
  load: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const freeze = process.env.NODE_ENV !== 'production';
  return async (...args: A): Promise<R> => {
    const version = await dataVersion();
    if (Number.isNaN(version)) return load(...args);
    const key = `${name}:${JSON.stringify(args)}`;
    const hit = entries.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < MAX_AGE_MS) {
      entries.delete(key); // most recently used goes last
      entries.set(key, hit);
      return hit.value as Promise<R>;
    }
    // The promise is kept, so that requests arriving while it loads share one read.
    const value = load(...args).then((result) => (freeze ? deepFreeze(result) : result));
    const entry: Entry = { version, at: Date.now(), value };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return value;
  };
}
