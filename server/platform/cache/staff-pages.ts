import 'server-only';
import type { Hashed } from '@/server/platform/cache/staff-page-fetch';
import { STAFF_PAGE_MAX_AGE_MS } from '@/lib/staff-page-cache';

/**
 * The HTML of the staff lists, kept per person, address, data version and day (D82). Rendering a list
 * cost about as much as everything else in a request together; a person who reloads a list, or comes back to it,
 * while nobody changed the data gets the same bytes. The session is still checked on every request, before the
 * cache is read (app/api/interno/pagina-equipe/route.ts), and the page itself checks it again on every miss.
 *
 * The data version moves at the commit of any write to a table these screens read, on any instance, so an entry is
 * never older than the last committed write; STAFF_PAGE_MAX_AGE_MS bounds everything else. Memory is bounded by
 * entries and bytes; the least recently used go first.
 */

const MAX_ENTRIES = 200;
const MAX_BYTES = 32 * 1024 * 1024;

type Entry = { page: Hashed; at: number; bytes: number };
type Store = { entries: Map<string, Entry>; bytes: number };

const holder = globalThis as unknown as { __agencyStaffPages?: Store };
const store = (holder.__agencyStaffPages ??= { entries: new Map(), bytes: 0 });

export function readStaffPage(key: string, now = Date.now()): Hashed | null {
  const entry = store.entries.get(key);
  if (!entry || now - entry.at >= STAFF_PAGE_MAX_AGE_MS) {
    if (entry) drop(key, entry);
    return null;
  }
  store.entries.delete(key); // most recently used goes last
  store.entries.set(key, entry);
  return entry.page;
}

export function keepStaffPage(key: string, page: Hashed, now = Date.now()): void {
  const bytes = page.html.length * 2;
  if (bytes > MAX_BYTES / 8) return;
  const old = store.entries.get(key);
  if (old) drop(key, old);
  store.entries.set(key, { page, at: now, bytes });
  store.bytes += bytes;
  while (store.entries.size > MAX_ENTRIES || store.bytes > MAX_BYTES) {
    const [oldestKey, oldest] = store.entries.entries().next().value!;
    drop(oldestKey, oldest);
  }
}

function drop(key: string, entry: Entry): void {
  store.entries.delete(key);
  store.bytes -= entry.bytes;
}

/** Tests: how much the cache holds. */
export function staffPageStats(): { entries: number; bytes: number } {
  return { entries: store.entries.size, bytes: store.bytes };
}

export function clearStaffPages(): void {
  store.entries.clear();
  store.bytes = 0;
}
