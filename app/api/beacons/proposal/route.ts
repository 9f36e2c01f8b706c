import { getSessionCookie } from 'better-auth/cookies';
import type { NextRequest } from 'next/server';
import { z } from '@/lib/zod';
import { isBot, isPrefetch } from '@/lib/bots';
import { firstToday, gateBeacon } from '@/server/beacons/gate';
import { readPublicJson } from '@/server/platform/http/bounded-body';
import { countProposalView } from '@/server/proposals/views';

const ZBeacon = z.object({ slug: z.string().min(1).max(120) });

/**
 * DECISIONS D7: the page sends this after it is shown, so the page itself stays cacheable. Bots,
 * prefetches and signed-in staff are not counted; D42: only our own pages may send it,
 * each address is rate limited, and a visitor counts once per proposal per day. Otherwise 204.
 */
export async function POST(request: NextRequest) {
  const gate = await gateBeacon(request);
  if (gate.refused) return gate.refused;
  // D175: at most 64 KB, read within a few seconds.
  const body = await readPublicJson(request);
  if ('refused' in body) return body.refused;
  const parsed = ZBeacon.safeParse(body.json);
  if (parsed.success && !isBot(gate.userAgent) && !isPrefetch(request.headers) && !getSessionCookie(request)) {
    if (await firstToday('proposal-view', parsed.data.slug, gate.ip, gate.userAgent))
      await countProposalView(parsed.data.slug);
  }
  return new Response(null, { status: 204 });
}
