import { NextResponse, type NextRequest } from 'next/server';
import { isStaffPath } from '@/lib/routes';
import {
  buildCsp,
  cspModeFor,
  fileOriginsFromEnv,
  inlineScriptHashes,
  isPageRequest,
  sharedShellOf,
} from '@/lib/security/csp';
import { UNAVAILABLE_CSP, unavailableHtml } from '@/lib/security/unavailable-page';
import { tokenFromSigningPath, withFirstPageImage } from '@/lib/signatures/signing-view';
import { hashToken, isSigningTokenShape } from '@/lib/signatures/token';
import { databaseReachable } from '@/server/platform/db/health';

/**
 * The proxy's second job (issue 17, items 8 and 12): every HTML page leaves with a CSP, and a page that
 * needs an unreachable database answers 503 with the Portuguese "unavailable" page.
 *
 * Cached pages (hashes mode) are fetched from this same server on loopback, marked with a per-process
 * secret so that the inner request passes straight through; their inline scripts are hashed and the
 * hashes become the CSP. The page itself stays static/ISR: the inner request is served from Next's
 * cache, only the hashing is per request. A page rendered per request (nonce mode) gets a fresh nonce
 * that Next stamps on its scripts.
 */

const INNER_HEADER = 'x-agency-csp-inner';
const store = globalThis as unknown as { __agencyInnerSecret?: string };
const innerSecret = () => (store.__agencyInnerSecret ??= crypto.randomUUID());

/** A loopback request this proxy made to hash a page: let it through untouched. */
export function isInnerRequest(request: NextRequest): boolean {
  return request.headers.get(INNER_HEADER) === innerSecret();
}

/** A browser asking for a page (lib/security/csp.ts `isPageRequest`), the only requests that get a CSP here. */
export function isDocumentRequest(request: NextRequest): boolean {
  return isPageRequest(request.method, request.headers);
}

const isDev = () => process.env.NODE_ENV === 'development';
const fileOrigins = () => fileOriginsFromEnv(process.env);
const https = () => (process.env.APP_URL ?? '').startsWith('https:');

export function unavailable(url: URL, method = 'GET'): NextResponse {
  const { pathname, search } = url;
  const body = method === 'HEAD' ? null : unavailableHtml(pathname, search);
  return new NextResponse(body, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': '5',
      'Content-Security-Policy': UNAVAILABLE_CSP,
    },
  });
}

async function withNonce(request: NextRequest): Promise<NextResponse> {
  if (!(await databaseReachable())) return unavailable(request.nextUrl, request.method);
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const csp = buildCsp({ dev: false, nonce, fileOrigins: fileOrigins(), https: https() });
  // Next reads the nonce from the request's CSP header and puts it on every script it renders.
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', csp);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

const HOP_HEADERS = ['connection', 'content-length', 'content-encoding', 'transfer-encoding', 'keep-alive'];

function innerOrigin(): string {
  return process.env.__NEXT_PRIVATE_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`;
}

export type Hashed = { status: number; statusText: string; headers: [string, string][]; html: string };

/** The hashed answers of the shared shells (`sharedShellOf`), kept for the life of the process (one build). */
const shellStore = globalThis as unknown as { __agencyShells?: Map<string, Hashed> };
const shells = (shellStore.__agencyShells ??= new Map<string, Hashed>());

function fromHashed(request: Request, hashed: Hashed): NextResponse {
  return new NextResponse(request.method === 'HEAD' ? null : hashed.html, {
    status: hashed.status,
    statusText: hashed.statusText,
    headers: new Headers(hashed.headers),
  });
}

/**
 * A page fetched from this same server on loopback, as the inner request that the proxy lets through, with the
 * hashes of its inline scripts as its CSP: `hashed` for an HTML answer (its text), `passthrough` for anything else
 * (a PDF route, a 304, a redirect), streamed untouched. Shared by the public pages (below) and the staff page cache
 * (server/platform/cache/staff-pages.ts), which marks its own fetch so that the proxy never sends it back to the cache.
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
  if (inner.status >= 500 && !(await databaseReachable())) {
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
  out.set(
    'Content-Security-Policy',
    buildCsp({ dev: false, hashes: await inlineScriptHashes(html), fileOrigins: fileOrigins(), https: https() }),
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

/**
 * Issue 22: a signing link's answer carries the document's first page in the skeleton (`withFirstPageImage`),
 * by the token's SHA-256 (what the database keeps; it cannot sign), so the signer sees the page with the HTML's
 * first paint instead of after the page's scripts and the link's data. The kept shell stays one for every token.
 */
function withFirstPage(hashed: Hashed, pathname: string): Hashed {
  const token = tokenFromSigningPath(pathname);
  if (hashed.status !== 200 || !isSigningTokenShape(token)) return hashed;
  return { ...hashed, html: withFirstPageImage(hashed.html, hashToken(token)) };
}

async function withHashes(request: NextRequest): Promise<NextResponse | Response> {
  const { pathname, search } = request.nextUrl;
  // The signing shell is the same for every token: hashed once, then answered from memory (issue 22).
  const shell = sharedShellOf(pathname);
  const kept = shell ? shells.get(shell) : undefined;
  if (kept) return fromHashed(request, withFirstPage(kept, pathname));
  const result = await fetchHashed(`${pathname}${search}`, request.headers);
  if (shell && result.kind === 'hashed') {
    // Its address carries a token: no shared cache (a CDN, a corporate proxy) may keep it.
    const page = {
      ...result.page,
      headers: [
        ...result.page.headers.filter(([name]) => name !== 'cache-control'),
        ['cache-control', 'private, no-cache'] as [string, string],
      ],
    };
    if (page.status === 200) shells.set(shell, page);
    return fromHashed(request, withFirstPage(page, pathname));
  }
  return answerHashed(request, result);
}

/** CSP (and the 503 page) for a document request that reached the end of the proxy. */
export async function securePage(request: NextRequest): Promise<NextResponse | Response> {
  if (isDev()) {
    const response = NextResponse.next();
    response.headers.set('Content-Security-Policy', buildCsp({ dev: true, fileOrigins: fileOrigins() }));
    return response;
  }
  return cspModeFor(request.nextUrl.pathname, isStaffPath) === 'nonce' ? withNonce(request) : withHashes(request);
}
