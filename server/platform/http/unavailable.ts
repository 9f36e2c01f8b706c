import { NextResponse } from 'next/server';
import { UNAVAILABLE_CSP, unavailableHtml } from '@/lib/security/unavailable-page';

/** The Portuguese 503 page (D49) for a request that needs the unreachable database. */
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
