import { getSessionCookie } from 'better-auth/cookies';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { isBot, isPrefetch } from '@/lib/bots';
import { countLandingEvent } from '@/server/landing-pages/counters';

const ZBeacon = z.object({ slug: z.string().min(1).max(80), event: z.enum(['view', 'conversion']) });

/**
 * DECISIONS D7: /lp/{slug} sends a view after it is shown and a conversion when the visitor clicks the
 * call to action, so the page itself stays cached. Bots, prefetches and signed-in staff are not
 * counted. Always answers 204: a beacon tells the sender nothing.
 */
export async function POST(request: NextRequest) {
  const parsed = ZBeacon.safeParse(await request.json().catch(() => null));
  if (parsed.success && !isBot(request.headers.get('user-agent')) && !isPrefetch(request.headers) && !getSessionCookie(request)) {
    await countLandingEvent(parsed.data.slug, parsed.data.event);
  }
  return new Response(null, { status: 204 });
}
