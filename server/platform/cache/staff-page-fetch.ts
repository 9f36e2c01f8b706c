import { NextResponse } from 'next/server';
import { buildCsp, fileOriginsFromEnv, inlineScriptHashes } from '@/lib/security/csp';
import { databaseReachableNow } from '@/server/platform/db/health';
import { cspEnabled } from '@/server/platform/http/page-delivery/cache-hooks';
import { unavailable } from '@/server/platform/http/unavailable';
import { env, envRecord, readEnv } from '@/server/platform/env';

/**
 * The staff page cache's miss (server/platform/cache/staff-pages.ts, app/api/interno/pagina-equipe/route.ts): the
 * screen is fetched from this same server on loopback, marked with a per-process secret so that the proxy lets it
 * through to the page (which checks the session itself, D2), and the hashes of its inline scripts become its CSP.
 * Only a miss of one person's screen at one data version pays this (docs/architecture.md, Page delivery); public
 * pages never do.
 */

const INNER_HEADER = 'x-agency-csp-inner';
const store = globalThis as unknown as { __agencyInnerSecret?: string };
const innerSecret = () => (store.__agencyInnerSecret ??= crypto.randomUUID());

/** The staff page cache's own loopback request. */
export function isStaffPageFetch(headers: Headers): boolean {
  return headers.get(INNER_HEADER) === innerSecret();
}

const HOP_HEADERS = ['connection', 'content-length', 'content-encoding', 'transfer-encoding', 'keep-alive'];

function innerOrigin(): string {
  return readEnv().__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${env.port}`;
}

export type Hashed = { status: number; statusText: string; headers: [string, string][]; html: string };

export function fromHashed(request: Request, hashed: Hashed): NextResponse {
  return new NextResponse(request.method === 'HEAD' ? null : hashed.html, {
    status: hashed.status,
    statusText: hashed.statusText,
    headers: new Headers(hashed.headers),
  });
}

/**
 * A screen fetched on loopback, with the hashes of its inline scripts as its CSP: `hashed` for an HTML answer (its
 * text), `passthrough` for anything else (a 304, a redirect), streamed untouched.
 */
export type HashedFetch =
  | { kind: 'hashed'; page: Hashed }
  | { kind: 'passthrough'; response: Response; init: ResponseInit }
  | { kind: 'unavailable' };

export async function fetchHashed(
  pathAndSearch: string,
  requestHeaders: Headers,
  extraHeaders: Record<string, string> = {},
): Promise<HashedFetch> {
  const headers = new Headers(requestHeaders);
  for (const name of ['host', ...HOP_HEADERS]) headers.delete(name);
  headers.set('accept-encoding', 'identity');
  headers.set(INNER_HEADER, innerSecret());
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  const inner = await fetch(`${innerOrigin()}${pathAndSearch}`, { headers, redirect: 'manual', cache: 'no-store' });
  if (inner.status >= 500 && !(await databaseReachableNow())) {
    // Not awaited: the failed page may still be streaming, and the 503 need not wait for it.
    void inner.body?.cancel().catch(() => {});
    return { kind: 'unavailable' };
  }
  const out = new Headers(inner.headers);
  for (const name of HOP_HEADERS) out.delete(name);
  const init = { status: inner.status, statusText: inner.statusText, headers: out };
  const isHtml = (inner.headers.get('content-type') ?? '').includes('text/html');
  if (!isHtml || !inner.body) return { kind: 'passthrough', response: inner, init };
  const html = await inner.text();
  if (cspEnabled())
    out.set(
      'Content-Security-Policy',
      buildCsp({
        dev: false,
        hashes: await inlineScriptHashes(html),
        fileOrigins: fileOriginsFromEnv(envRecord()),
        https: env.appUrlIsHttps,
      }),
    );
  const kept = [...out.entries()].filter(([name]) => name !== 'date' && name !== 'age');
  return { kind: 'hashed', page: { status: inner.status, statusText: inner.statusText, headers: kept, html } };
}

/** The answer to a browser for a fetchHashed result (HEAD gets the headers only). */
export function answerHashed(request: Request, result: HashedFetch): Response {
  const head = request.method === 'HEAD';
  if (result.kind === 'unavailable') return unavailable(new URL(request.url), request.method);
  if (result.kind === 'passthrough') {
    if (head) void result.response.body?.cancel().catch(() => {});
    return new NextResponse(head ? null : result.response.body, result.init);
  }
  return fromHashed(request, result.page);
}
