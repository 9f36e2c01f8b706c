import { NextResponse, type NextRequest } from 'next/server';
import { isStaffPath } from '@/lib/routes';
import { buildCsp, cspModeFor, fileOriginsFromEnv, isPageRequest } from '@/lib/security/csp';
import { isStaffPageFetch } from '@/server/platform/cache/staff-page-fetch';
import { databaseReachable } from '@/server/platform/db/health';
import { isCachedPagePath } from '@/server/platform/http/app-routes';
import { cspEnabled } from '@/server/platform/http/page-delivery/cache-hooks';
import { unavailable } from '@/server/platform/http/unavailable';
import { env, envRecord } from '@/server/platform/env';

export { unavailable };

/**
 * The proxy's second job (D45, D49): every HTML page leaves with a CSP, and a page that
 * needs an unreachable database answers 503 with the Portuguese "unavailable" page.
 *
 * A page Next answers from its cache (static, ISR, the not-found page) carries its CSP in the cache entry: the
 * hashes of its inline scripts, computed once when the page was generated (server/platform/http/page-delivery,
 * docs/architecture.md "Page delivery"); the proxy adds nothing. A page rendered per request gets a fresh nonce
 * that Next stamps on its scripts. Nothing is fetched again over loopback for a browser's request.
 */

/** The staff page cache's own loopback request for a page on a miss: let it through untouched. */
export function isInnerRequest(request: NextRequest): boolean {
  return isStaffPageFetch(request.headers);
}

/** A browser asking for a page (lib/security/csp.ts `isPageRequest`), the only requests that get a CSP here. */
export function isDocumentRequest(request: NextRequest): boolean {
  return isPageRequest(request.method, request.headers);
}

const isDev = () => process.env.NODE_ENV === 'development';
const fileOrigins = () => fileOriginsFromEnv(envRecord());
const https = () => env.appUrlIsHttps;

async function withNonce(request: NextRequest, rewrite?: URL): Promise<NextResponse> {
  if (!(await databaseReachable())) return unavailable(request.nextUrl, request.method);
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
  const csp = buildCsp({ dev: false, nonce, fileOrigins: fileOrigins(), https: https() });
  // Next reads the nonce from the request's CSP header and puts it on every script it renders.
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', csp);
  const response = rewrite
    ? NextResponse.rewrite(rewrite, { request: { headers } })
    : NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', csp);
  return response;
}

/** The staff page cache's loopback fetch (server/platform/cache/staff-page-fetch.ts) keeps this type. */
export type { Hashed } from '@/server/platform/cache/staff-page-fetch';

/**
 * A request for /assinar/{token}: Next answers it with the one shared shell, /assinar (D86). The proxy rewrites it
 * rather than next.config's `rewrites`, which hand an unused parameter on as a query (`/assinar?token=…`): a
 * regeneration of the cached shell after a revalidation then wrote that signer's token into the shell every other
 * signer is served (D195). Here the shell is asked for with no query at all.
 */
export async function secureSharedShell(request: NextRequest, shell: string): Promise<NextResponse | Response> {
  const target = new URL(shell, request.url);
  if (!isDocumentRequest(request)) return NextResponse.rewrite(target);
  return securePage(request, target);
}

/** CSP (and the 503 page) for a document request that reached the end of the proxy (`rewrite`: the page it shows). */
export async function securePage(request: NextRequest, rewrite?: URL): Promise<NextResponse | Response> {
  const pass = () => (rewrite ? NextResponse.rewrite(rewrite) : NextResponse.next());
  if (isDev()) {
    const response = pass();
    response.headers.set('Content-Security-Policy', buildCsp({ dev: true, fileOrigins: fileOrigins() }));
    return response;
  }
  const { pathname } = request.nextUrl;
  const cached = cspModeFor(pathname, isStaffPath) === 'hashes' && isCachedPagePath(pathname) !== false;
  if (!cached && cspEnabled()) return withNonce(request, rewrite);
  if (!(await databaseReachable())) return unavailable(request.nextUrl, request.method);
  return pass();
}
