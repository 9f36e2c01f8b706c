import { getSessionCookie } from 'better-auth/cookies';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { isBot, isPrefetch } from '@/lib/bots';
import { countProposalView } from '@/server/proposals/views';

const ZBeacon = z.object({ slug: z.string().min(1).max(120) });

/**
 * DECISIONS D7: the page sends this after it is shown, so the page itself stays cacheable. Bots,
 * prefetches and signed-in staff are not counted. Always answers 204: a beacon tells the sender nothing.
 */
export async function POST(request: NextRequest) {
  const parsed = ZBeacon.safeParse(await request.json().catch(() => null));
  if (parsed.success && !isBot(request.headers.get('user-agent')) && !isPrefetch(request.headers) && !getSessionCookie(request)) {
    await countProposalView(parsed.data.slug);
  }
  return new Response(null, { status: 204 });
}
