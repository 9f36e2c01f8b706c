import { NextResponse } from 'next/server';
import { todayInSaoPaulo } from '@/lib/format';
import {
  parseStaffPageTarget,
  STAFF_PAGE_FETCH_HEADER,
  STAFF_PAGE_TARGET_HEADER,
  staffPageKey,
} from '@/lib/staff-page-cache';
import { getSession } from '@/server/auth/session';
import { dataVersion } from '@/server/platform/cache/versioned';
import { answerHashed, fetchHashed, type Hashed } from '@/server/platform/cache/staff-page-fetch';
import { keepStaffPage, readStaffPage } from '@/server/platform/cache/staff-pages';
import { databaseReachableNow } from '@/server/platform/db/health';
import { isDraining } from '@/server/platform/http/drain';
import { unavailable } from '@/server/platform/http/unavailable';

export const dynamic = 'force-dynamic';

/** Headers of Next's own routing that must not travel into the inner request. */
const INTERNAL_HEADER = /^(x-middleware-|x-invoke-|x-next|next-|rsc$|x-agency-)/i;

/**
 * A browser's GET of a staff list (lib/staff-page-cache.ts), rewritten here by the proxy: the session is checked,
 * then the page is answered from the per-person cache (server/platform/cache/staff-pages.ts) or fetched from this server,
 * where the page checks the session itself (D2), and kept. Its CSP carries the hashes of its inline scripts.
 */
export async function GET(request: Request): Promise<Response> {
  const target = parseStaffPageTarget(request.headers.get(STAFF_PAGE_TARGET_HEADER));
  if (!target) return new NextResponse(null, { status: 404 });
  const path = `${target.pathname}${target.search}`;
  try {
    return await answer(request, path);
  } catch (error) {
    // Stopping (docs/operacao.md, Reinício sem erros): this server no longer accepts the loopback fetch of a miss.
    // The browser asks again on a new connection, which the load balancer gives to a running instance (or this one
    // renders the screen directly: the proxy sends nothing to this route while draining).
    if (isDraining()) return new NextResponse(null, { status: 307, headers: { Location: path } });
    // The session and the data version come from the database: when it is down, the same 503 page as every page.
    if (!(await databaseReachableNow())) return unavailable(new URL(path, request.url), request.method);
    throw error;
  }
}

async function answer(request: Request, path: string): Promise<Response> {
  const forwarded = new Headers();
  for (const [name, value] of request.headers) if (!INTERNAL_HEADER.test(name)) forwarded.set(name, value);
  const fetchPage = () => fetchHashed(path, forwarded, { [STAFF_PAGE_FETCH_HEADER]: '1' });

  // No session: nothing is kept, and the page gives its own answer (the sign-in redirect, or the "Acesso
  // Restrito" panel of /pagamentos, document 001 §2.12).
  const session = await getSession();
  if (!session) return answerHashed(request, await fetchPage());

  // The version is read before a miss renders, so an entry never holds data older than its version says.
  const version = await dataVersion();
  if (Number.isNaN(version)) return answerHashed(request, await fetchPage());
  const key = staffPageKey({ user: session.user, target: path, version, day: todayInSaoPaulo() });
  const cached = readStaffPage(key);
  if (cached) return answerHashed(request, { kind: 'hashed', page: cached });

  // Requests that miss the same entry together share one render (a list opened by several tabs, a cold start).
  const pending = inFlight.get(key);
  if (pending) {
    const shared = await pending;
    if (shared) return answerHashed(request, { kind: 'hashed', page: shared });
  }
  const result = fetchPage();
  const page = result
    .then((r) =>
      r.kind === 'hashed' && r.page.status === 200 && !r.page.headers.some(([name]) => name === 'set-cookie')
        ? r.page
        : null,
    )
    .catch(() => null);
  if (!pending) {
    inFlight.set(key, page);
    void page.finally(() => inFlight.delete(key));
  }
  const kept = await page;
  if (kept) keepStaffPage(key, kept);
  return answerHashed(request, await result);
}

const holder = globalThis as unknown as { __agencyStaffPagesInFlight?: Map<string, Promise<Hashed | null>> };
const inFlight = (holder.__agencyStaffPagesInFlight ??= new Map());
