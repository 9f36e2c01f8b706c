import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { acceptsGzip, sharedMaxAge } from '@/lib/http/delivery-request';
import { etagMatches } from '@/lib/pdf-etag';
import { sharedShellOf } from '@/lib/security/csp';
import { tokenFromSigningPath, withFirstPageImage } from '@/lib/signatures/signing-view';
import { prerenderedRevalidate } from '../app-routes';
import { hashToken, isSigningTokenShape } from '@/lib/signatures/token';
import { type CaptureSlot, captureStorage } from './cache-hooks';
import { type DeliveredPage, gzipOf, keepPage, readPage } from './store';
import { readEnv } from '@/server/platform/env';

/**
 * The page-delivery layer's answer (docs/architecture.md, Page delivery): a browser's load of a cached public page is
 * answered from memory, with the headers and the CSP Next sent for it, without going through Next's router, the
 * proxy or a render. A page gets here the first time Next answers it from its cache (`x-nextjs-cache: HIT`):
 * `capture` watches that answer and keeps the page with its headers.
 */

/** Headers that belong to one transfer, not to the page. */
const TRANSFER_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
]);

/**
 * With REDIS_URL, another instance may revalidate a page without this one knowing: a kept page is then answered
 * from memory for at most a second before Next (and Redis) is asked again.
 */
const SHARED_CACHE_MAX_MS = 1_000;

/** A page that never revalidates (built once) is still looked up in Next's cache once a day. */
const STATIC_MAX_S = 24 * 3600;

export const deliveryEnabled = () => readEnv().PAGE_DELIVERY !== 'off' && process.env.NODE_ENV === 'production';

/** Answers the request from memory when the page is kept; false to let Next answer it. */
export function deliver(req: IncomingMessage, res: ServerResponse, closing: boolean): boolean {
  const path = req.url!;
  const shell = sharedShellOf(path);
  const page = readPage(shell ?? path);
  if (!page) return false;
  let body = page.body;
  let etag = page.etag;
  if (shell) {
    // One shell for every signing link (D86), with this link's first page in the skeleton, by the token's hash.
    const token = tokenFromSigningPath(path);
    if (page.status === 200 && isSigningTokenShape(token))
      body = Buffer.from(withFirstPageImage(page.body.toString('utf8'), hashToken(token)));
    etag = null;
  }
  const head: string[] = [];
  for (const [name, value] of page.headers) if (name !== 'etag' || etag) head.push(name, value);
  if (closing) head.push('connection', 'close');
  if (etag && etagMatches(headerText(req.headers['if-none-match']), etag)) {
    res.writeHead(304, head);
    res.end();
    return true;
  }
  if (acceptsGzip(req.headers['accept-encoding'])) {
    body = shell ? gzipSync(body) : gzipOf(page);
    head.push('content-encoding', 'gzip');
  }
  head.push('content-length', String(body.length));
  res.writeHead(page.status, head);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

const headerText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join(', ') : (value ?? null);

/** Lets Next answer, and keeps the page when Next answered it fresh from its cache. */
export function capture(req: IncomingMessage, res: ServerResponse, run: () => boolean): boolean {
  // The address as asked (Next rewrites req.url on its way, /assinar/{token} to /assinar).
  const path = sharedShellOf(req.url!) ?? req.url!;
  const slot: CaptureSlot = { page: null, pages: 0 };
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    res.writeHead = writeHead;
    try {
      observe(path, this, slot, args);
    } catch (error) {
      console.error('[entrega] página não guardada:', error);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
  return captureStorage.run(slot, run);
}

function observe(path: string, res: ServerResponse, slot: CaptureSlot, args: unknown[]): void {
  const found = slot.page;
  if (!found || slot.pages !== 1) return;
  const status = typeof args[0] === 'number' ? args[0] : res.statusCode;
  const given = args.find((a, i) => i > 0 && a && typeof a === 'object') as OutgoingHttpHeaders | undefined;
  const headers: Record<string, string> = {};
  for (const source of [res.getHeaders(), given ?? {}])
    for (const [name, value] of Object.entries(source))
      if (value !== undefined) headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  if (headers['x-nextjs-cache'] !== 'HIT' || headers['set-cookie'] || status !== (found.value.status ?? 200)) return;
  // Fresh for as long as the entry says, or the build for a page it prerendered, else as Next told shared caches.
  const revalidate = found.revalidate ?? prerenderedRevalidate(path) ?? sharedMaxAge(headers['cache-control']);
  const maxAge = revalidate === false ? STATIC_MAX_S : revalidate;
  if (typeof maxAge !== 'number' || !found.value.html) return;
  const now = Date.now();
  let expiresAt = found.lastModified + Math.min(maxAge, STATIC_MAX_S) * 1000;
  if (readEnv().REDIS_URL) expiresAt = Math.min(expiresAt, now + SHARED_CACHE_MAX_MS);
  if (expiresAt <= now) return;
  if (headers.vary && !/accept-encoding/i.test(headers.vary)) headers.vary += ', Accept-Encoding';
  headers.vary ??= 'Accept-Encoding';
  const page: DeliveredPage = {
    cacheKey: found.cacheKey,
    tags: (typeof found.value.headers?.['x-next-cache-tags'] === 'string'
      ? (found.value.headers['x-next-cache-tags'] as string)
      : ''
    )
      .split(',')
      .filter(Boolean),
    status,
    headers: Object.entries(headers).filter(([name]) => !TRANSFER_HEADERS.has(name)),
    etag: headers.etag ?? null,
    body: Buffer.from(found.value.html),
    expiresAt,
  };
  keepPage(path, page);
}
