import { gzipSync } from 'node:zlib';

/**
 * The pages the delivery layer answers from memory: the HTML of a cached page and the headers Next sent with it
 * (its CSP included), keyed by the address a browser asks for. An entry lives until the page's own revalidation
 * time, until Next stores a new version of it or one of its tags is revalidated, whichever comes first. Memory is
 * bounded by entries and bytes; the least recently used go first.
 */
export type DeliveredPage = {
  /** Next's cache key of the page (a new version under this key replaces it). */
  cacheKey: string;
  /** The page's cache tags (`x-next-cache-tags`): a revalidation of any of them drops it. */
  tags: readonly string[];
  status: number;
  /** Response headers as Next sent them, without the body's length and encoding. */
  headers: ReadonlyArray<readonly [string, string]>;
  etag: string | null;
  body: Buffer;
  /** Made on the first request that accepts gzip. */
  gzip?: Buffer;
  expiresAt: number;
};

const MAX_ENTRIES = 500;
const MAX_BYTES = 64 * 1024 * 1024;

type Store = { pages: Map<string, DeliveredPage>; bytes: number };
const holder = globalThis as unknown as { __agencyDeliveredPages?: Store };
const store = (holder.__agencyDeliveredPages ??= { pages: new Map(), bytes: 0 });

const sizeOf = (page: DeliveredPage) => page.body.length + (page.gzip?.length ?? 0);

export function readPage(path: string, now = Date.now()): DeliveredPage | null {
  const page = store.pages.get(path);
  if (!page) return null;
  if (page.expiresAt <= now) {
    drop(path, page);
    return null;
  }
  store.pages.delete(path); // most recently used goes last
  store.pages.set(path, page);
  return page;
}

export function keepPage(path: string, page: DeliveredPage): void {
  if (page.body.length > MAX_BYTES / 16) return;
  const old = store.pages.get(path);
  if (old) drop(path, old);
  store.pages.set(path, page);
  store.bytes += sizeOf(page);
  trim();
}

/** The page gzipped, made once per entry. */
export function gzipOf(page: DeliveredPage): Buffer {
  if (!page.gzip) {
    page.gzip = gzipSync(page.body, { level: 6 });
    store.bytes += page.gzip.length;
    trim();
  }
  return page.gzip;
}

/** Next stored a new version under `cacheKey` (or deleted it). */
export function forgetKey(cacheKey: string): void {
  for (const [path, page] of store.pages) if (page.cacheKey === cacheKey) drop(path, page);
}

/** Tags were revalidated (`revalidatePath` reaches here as the path's implicit tag). */
export function forgetTags(tags: readonly string[]): void {
  if (!tags.length) return;
  const set = new Set<string>(tags);
  for (const [path, page] of store.pages) if (page.tags.some((tag: string) => set.has(tag))) drop(path, page);
}

export function forgetAll(): void {
  store.pages.clear();
  store.bytes = 0;
}

export function deliveredStats(): { pages: number; bytes: number } {
  return { pages: store.pages.size, bytes: store.bytes };
}

function trim(): void {
  while (store.pages.size > MAX_ENTRIES || store.bytes > MAX_BYTES) {
    const [path, page] = store.pages.entries().next().value!;
    drop(path, page);
  }
}

function drop(path: string, page: DeliveredPage): void {
  if (store.pages.get(path) !== page) return;
  store.pages.delete(path);
  store.bytes -= sizeOf(page);
}
