/**
 * Next's incremental cache handler in production (next.config.ts `cacheHandler`): Next's own file-system cache,
 * or the shared Redis one when REDIS_URL is set (redis-cache-handler.mjs), wrapped so that the page-delivery layer
 * (server/platform/http/page-delivery/) sees every cached page once per generation:
 *   - `get` and `set` of a page let the layer stamp the page's Content-Security-Policy, with the hashes of its
 *     inline scripts, into the entry's headers, which Next sends with the page; a 404 is not stored;
 *   - `set` and `revalidateTag` tell the layer to forget its in-memory copy of the pages concerned.
 * The layer registers its functions on globalThis when the server starts (instrumentation.ts); until then, and in
 * `next build`, this is Next's cache unchanged.
 *
 * Runtime entries stay in memory (Next's LRU, `cacheMaxMemorySize`): nothing is written under .next at run time, so
 * the cache's disk use is the build's. A restart renders each ISR page again on its first visit.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const HOOKS = Symbol.for('agency.pageCacheHooks');

/** @returns {{ onGet?: Function, onSet?: Function, onRevalidate?: Function } | undefined} */
const hooks = () => globalThis[HOOKS];

let Shared;
async function sharedHandler() {
  Shared ??= (await import('./redis-cache-handler.mjs')).default;
  return Shared;
}

export default class PageCacheHandler {
  constructor(context) {
    // `next build` writes its prerendered pages itself; at run time nothing more goes to disk.
    const building = process.env.NEXT_PHASE === 'phase-production-build';
    this.context = building ? context : { ...context, flushToDisk: false };
    this.inner = process.env.REDIS_URL ? null : new FileSystemCache(this.context);
  }

  async handler() {
    this.inner ??= new (await sharedHandler())(this.context);
    return this.inner;
  }

  async get(key, context) {
    const entry = await (await this.handler()).get(key, context);
    const onGet = hooks()?.onGet;
    return onGet ? await onGet(key, entry) : entry;
  }

  async set(key, data, context) {
    const onSet = hooks()?.onSet;
    if (onSet && !(await onSet(key, data))) return;
    await (await this.handler()).set(key, data, context);
  }

  async revalidateTag(tags, durations) {
    hooks()?.onRevalidate?.(Array.isArray(tags) ? tags : [tags]);
    await (await this.handler()).revalidateTag(tags, durations);
  }

  resetRequestCache() {
    this.inner?.resetRequestCache?.();
  }
}
