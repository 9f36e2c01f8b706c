import { isPageRequest } from '@/lib/security/csp';

/**
 * Which requests the page-delivery layer may answer from memory (server/platform/http/page-delivery), read from the
 * raw request before Next sees it. Only what a cached public page is the same for: a browser (or any client)
 * loading the page itself, anonymously, at its plain address. Everything else goes to Next as before: a query
 * string, a client navigation or prefetch (RSC), a server action, and any request with a staff session, for which
 * the proxy may redirect (D1, D2).
 */
type RawHeaders = Record<string, string | string[] | undefined>;

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

function reader(headers: RawHeaders): Headers {
  const get = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : (value ?? null);
  };
  return { get, has: (name: string) => headers[name] !== undefined } as Headers;
}

export function isDeliverableRequest(
  method: string | undefined,
  url: string | undefined,
  headers: RawHeaders,
): boolean {
  if (!url || url[0] !== '/' || url.includes('?') || url.includes('#')) return false;
  if (!isPageRequest(method ?? '', reader(headers))) return false;
  for (const name of Object.keys(headers)) if (name.startsWith('next-router-')) return false;
  const cookie = headers.cookie;
  return !(typeof cookie === 'string' && SESSION_COOKIE.test(cookie));
}

/** `s-maxage` of a Cache-Control value (how long Next keeps the page fresh), or null. */
export function sharedMaxAge(cacheControl: string | undefined | null): number | null {
  const match = /(?:^|,)\s*s-maxage=(\d+)/i.exec(cacheControl ?? '');
  return match ? Number(match[1]) : null;
}

/** The client takes gzip (an explicit `gzip;q=0` refuses it). */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  const text = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  for (const part of text.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}
