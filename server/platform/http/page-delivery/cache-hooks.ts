import { AsyncLocalStorage } from 'node:async_hooks';
import { buildCsp, fileOriginsFromEnv, inlineScriptHashes } from '@/lib/security/csp';
import { rendersSigningToken } from '@/lib/signatures/signing-view';
import { forgetKey, forgetTags } from './store';
import { env, envRecord, readEnv } from '@/server/platform/env';

/**
 * What Next's cache handler (server/platform/cache/page-cache-handler.mjs) calls, registered on globalThis when the
 * server starts: the hashes of a page's inline scripts are computed when the page is generated (or first read from
 * the build), once, and travel in the cache entry as its Content-Security-Policy header, which Next sends with every
 * answer of that entry. A page that answers 404 (an unknown proposal, charge, contract, verification code) is never
 * stored, so unknown links cost no cache space.
 */

/** A cached page as Next's cache hands it over (CachedRouteKind.APP_PAGE), the parts read here. */
export type CachedPage = { kind: 'APP_PAGE'; html: string; status?: number; headers?: Record<string, unknown> };
type CacheEntry = { value?: unknown; lastModified?: number; cacheControl?: { revalidate?: number | false } } | null;

/**
 * What one request that is a candidate for the delivery layer saw Next's cache return: the page, when it was made,
 * and how long it stays fresh (seconds; false: until the next build), when the entry says.
 */
export type CaptureSlot = {
  page: { cacheKey: string; value: CachedPage; lastModified: number; revalidate?: number | false } | null;
  pages: number;
};

const HOOKS = Symbol.for('agency.pageCacheHooks');
const holder = globalThis as unknown as { __agencyDeliveryCapture?: AsyncLocalStorage<CaptureSlot> };
export const captureStorage = (holder.__agencyDeliveryCapture ??= new AsyncLocalStorage<CaptureSlot>());

/** `CSP=off` serves pages without a Content-Security-Policy: for the bench's comparison only. */
export const cspEnabled = () => readEnv().CSP !== 'off';

export function isCachedPage(value: unknown): value is CachedPage {
  const page = value as CachedPage | null;
  return page?.kind === 'APP_PAGE' && typeof page.html === 'string';
}

/** Puts the page's CSP (its inline scripts' hashes) into its headers, unless it already carries one. */
export async function stampPolicy(page: CachedPage): Promise<void> {
  if (!cspEnabled()) return;
  const headers = (page.headers ??= {});
  if (typeof headers['content-security-policy'] === 'string') return;
  headers['content-security-policy'] = buildCsp({
    dev: false,
    hashes: await inlineScriptHashes(page.html),
    fileOrigins: fileOriginsFromEnv(envRecord()),
    https: env.appUrlIsHttps,
  });
}

async function onGet(cacheKey: string, entry: CacheEntry): Promise<CacheEntry> {
  const value = entry?.value;
  if (!isCachedPage(value)) return entry;
  await stampPolicy(value);
  const slot = captureStorage.getStore();
  if (slot) {
    slot.pages += 1;
    slot.page = {
      cacheKey,
      value,
      lastModified: entry?.lastModified ?? Date.now(),
      revalidate: entry?.cacheControl?.revalidate,
    };
  }
  return entry;
}

/** False: do not store. The value is stamped either way, for the answer Next makes from it now. */
async function onSet(cacheKey: string, data: unknown): Promise<boolean> {
  forgetKey(cacheKey);
  if (!isCachedPage(data)) return true;
  await stampPolicy(data);
  // D195: the shell regenerated from one signer's request holds their token; it is not kept for the others. A clean
  // render (of /assinar itself, asked for once on loopback) takes its place.
  if (rendersSigningToken(data.html)) {
    renderCleanShell();
    return false;
  }
  return data.status !== 404;
}

let cleanShellAsked = 0;
/** Asks this server for the plain shell, at most once a minute, so that the cache gets a render with no token. */
function renderCleanShell(): void {
  if (Date.now() - cleanShellAsked < 60_000) return;
  cleanShellAsked = Date.now();
  const origin = readEnv().__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${env.port}`;
  void fetch(`${origin}/assinar`, { signal: AbortSignal.timeout(10_000) })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}

function onRevalidate(tags: readonly string[]): void {
  forgetTags(tags);
}

export function registerCacheHooks(): void {
  (globalThis as Record<symbol, unknown>)[HOOKS] = { onGet, onSet, onRevalidate };
}
