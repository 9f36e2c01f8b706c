import type { NextRequest } from 'next/server';
import { z } from '@/lib/zod';
import { readPublicJson } from '@/server/platform/http/bounded-body';
import { getSigningView } from '@/server/signatures/sign/signer-link';

const ZRequest = z.object({ token: z.string().min(1).max(100) });

const NO_STORE = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };

/**
 * The data of /assinar/{token} (D86). The page is one static shell, served from the cache at the
 * public pages' speed; it asks here, by POST so that the token stays out of URLs, caches and logs, for
 * what only the token's holder may see. An expired link becomes "expired" here, with its audit row, as the
 * page did when it was rendered per request. Never cached.
 */
export async function POST(request: NextRequest) {
  // D175: a token is a few bytes: at most 64 KB, read within a few seconds.
  const body = await readPublicJson(request);
  if ('refused' in body) return body.refused;
  const parsed = ZRequest.safeParse(body.json);
  if (!parsed.success) return Response.json({ state: 'not-found' }, { headers: NO_STORE });
  try {
    return Response.json(await getSigningView(parsed.data.token), { headers: NO_STORE });
  } catch (error) {
    console.error('[signatures/link] could not read the link', error);
    return Response.json({ error: 'unavailable' }, { status: 503, headers: { ...NO_STORE, 'Retry-After': '5' } });
  }
}
