import { getSessionCookie } from 'better-auth/cookies';
import { NextResponse, type NextRequest } from 'next/server';
import { isStaffPath, signInPath, staffProjectEditPath, staffProposalOpenPath } from '@/lib/routes';
import {
  isCachedStaffPage,
  STAFF_PAGE_FETCH_HEADER,
  STAFF_PAGE_ROUTE,
  STAFF_PAGE_TARGET_HEADER,
} from '@/lib/staff-page-cache';
import { isDraining } from '@/server/platform/http/drain';
import { sharedShellOf } from '@/lib/security/csp';
import { isDocumentRequest, isInnerRequest, securePage, secureSharedShell } from '@/server/platform/http/page-security';

/**
 * DECISIONS D2: redirect-only. An anonymous visitor (no session cookie at all) on a staff path goes to
 * /auth?from=<path>. Whether a cookie is a valid session is decided by requireStaff() in the page or
 * action itself; nothing here is relied on for safety.
 */
export async function proxy(request: NextRequest) {
  // The staff page cache's own loopback request on a miss (server/platform/cache/staff-page-fetch.ts).
  if (isInnerRequest(request)) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  const hasSession = Boolean(getSessionCookie(request));
  if (isStaffPath(pathname) && !hasSession) {
    return NextResponse.redirect(new URL(signInPath(pathname + search), request.url));
  }
  // D1: /projeto/{uuid} (the board's "Ver detalhes") and /proposta/{id} lead staff on. Done here so
  // that the portfolio and proposal pages stay cached; the staff pages check the session themselves,
  // and anonymous visitors get the not-found page.
  const staffReading = hasSession ? (staffProjectEditPath(pathname) ?? staffProposalOpenPath(pathname)) : null;
  if (staffReading) return NextResponse.redirect(new URL(staffReading + search, request.url));
  // D82: a staff list a browser loads is answered by the per-person page cache, which checks the session first.
  if (
    hasSession &&
    request.method === 'GET' &&
    process.env.NODE_ENV === 'production' &&
    // Stopping: a miss could no longer reach this server on loopback; the page answers itself.
    !isDraining() &&
    isCachedStaffPage(pathname) &&
    !request.headers.has(STAFF_PAGE_FETCH_HEADER) &&
    isDocumentRequest(request)
  ) {
    const headers = new Headers(request.headers);
    headers.set(STAFF_PAGE_TARGET_HEADER, pathname + search);
    return NextResponse.rewrite(new URL(STAFF_PAGE_ROUTE, request.url), { request: { headers } });
  }
  // D86, D195: every signing link is the one shared shell, asked for without the token.
  const shell = sharedShellOf(pathname);
  if (shell) return secureSharedShell(request, shell);
  // D45, D49: a CSP on every page, and 503 while the database is unreachable.
  return isDocumentRequest(request) ? securePage(request) : NextResponse.next();
}

/**
 * Only pages: never a route handler (the PDFs, the verification upload, the portal's export and receipts, the
 * sandbox's boleto and QR code, webhooks and every /api route), whose bodies would otherwise be buffered for the
 * proxy (a 10 MB upload cut short) and whose callers the proxy has nothing to say to; nor static files.
 */
export const config = {
  matcher: [
    '/((?!_next/|api/|favicon.ico|robots.txt|sitemap.xml|.*/pdf$|verificacao/[^/]+/conferir$|portal/exportar$|portal/recibo/|pagamento/sandbox/[^/]+/(?:boleto|qrcode)$|.*\\.(?:png|jpg|jpeg|webp|avif|svg|ico|css|js|woff2?|txt|xml|json|map)$).*)',
  ],
};
