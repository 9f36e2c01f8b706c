import { getSessionCookie } from 'better-auth/cookies';
import type { NextRequest } from 'next/server';
import { z } from '@/lib/zod';
import { isBot, isPrefetch } from '@/lib/bots';
import { firstToday, gateBeacon } from '@/server/beacons/gate';
import { readPublicJson } from '@/server/platform/http/bounded-body';
import { countLandingEvent } from '@/server/landing-pages/counters';

const ZBeacon = z.object({ slug: z.string().min(1).max(80), event: z.enum(['view', 'conversion']) });

/**
 * DECISIONS D7: /lp/{slug} sends a view after it is shown and a conversion when the visitor clicks the
 * call to action, so the page itself stays cached. Bots, prefetches and signed-in staff are not
 * counted; D42: only our own pages may send it, each address is rate limited, and a
 * visitor counts once per page per day for each event. Otherwise 204: a beacon tells the sender nothing.
 */
export async function POST(request: NextRequest) {
  const gate = await gateBeacon(request);
  if (gate.refused) return gate.refused;
  // D175: at most 64 KB, read within a few seconds.
  const body = await readPublicJson(request);
  if ('refused' in body) return body.refused;
  const parsed = ZBeacon.safeParse(body.json);
  if (parsed.success && !isBot(gate.userAgent) && !isPrefetch(request.headers) && !getSessionCookie(request)) {
    const { slug, event } = parsed.data;
    if (await firstToday(`lp-${event}`, slug, gate.ip, gate.userAgent)) await countLandingEvent(slug, event);
  }
  return new Response(null, { status: 204 });
}
