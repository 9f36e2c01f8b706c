import { getSessionCookie } from 'better-auth/cookies';
import { NextResponse, type NextRequest } from 'next/server';
import { isStaffPath, signInPath, staffProjectEditPath, staffProposalOpenPath } from '@/lib/routes';
import { isDocumentRequest, isInnerRequest, securePage } from '@/server/http/page-security';

/**
 * DECISIONS D2: redirect-only. An anonymous visitor (no session cookie at all) on a staff path goes to
 * /auth?from=<path>. Whether a cookie is a valid session is decided by requireStaff() in the page or
 * action itself; nothing here is relied on for safety.
 */
export async function proxy(request: NextRequest) {
  // The proxy's own loopback request for a page's script hashes (server/http/page-security.ts).
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
  // Issue 17 (items 8, 12): a CSP on every page, and 503 while the database is unreachable.
  return isDocumentRequest(request) ? securePage(request) : NextResponse.next();
}

export const config = {
  matcher: ['/((?!_next/|api/|favicon.ico|robots.txt|sitemap.xml|.*\\.(?:png|jpg|jpeg|webp|avif|svg|ico|css|js|woff2?)$).*)'],
};
