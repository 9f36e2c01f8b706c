import 'server-only';
import { BEACON_LIMITS, isOwnOriginBeacon, saoPauloDayStart, visitorDigest } from '@/lib/beacons';
import { limitKey } from '@/lib/client-address';
import { todayInSaoPaulo } from '@/lib/format';
import { clientIp } from '@/server/action';
import { getAuthSecret } from '@/server/platform/secret';
import { env } from '@/server/platform/env';
import { hit, hitSince } from '@/server/platform/rate-limit';

/** What a beacon route does with this request: answer at once (refused), or go on and maybe count. */
export type BeaconGate = { refused: Response } | { refused: null; ip: string; userAgent: string };

function ownOrigins(request: Request): string[] {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const origins = [new URL(env.appUrl).origin.toLowerCase()];
  if (host) origins.push(`http://${host}`.toLowerCase(), `https://${host}`.toLowerCase());
  return origins;
}

/**
 * D42, before anything is read: other origins get 403, an address sending more than
 * BEACON_LIMITS.perAddressPerMinute gets 429. Neither tells whether anything would have counted.
 */
export async function gateBeacon(request: Request): Promise<BeaconGate> {
  if (!isOwnOriginBeacon(request.headers, ownOrigins(request))) return { refused: new Response(null, { status: 403 }) };
  const ip = await clientIp();
  if ((await hit(`beacon:${limitKey(ip)}`, 60_000)) > BEACON_LIMITS.perAddressPerMinute)
    return { refused: new Response(null, { status: 429 }) };
  return { refused: null, ip, userAgent: request.headers.get('user-agent') ?? '' };
}

/**
 * True when this visitor's `event` on `page` is the first one today and the address is still under
 * its daily number of visitors for that page (both counted atomically, D7). Keys hold only keyed
 * hashes, never the address.
 */
export async function firstToday(
  event: string,
  page: string,
  ip: string,
  userAgent: string,
  now = new Date(),
): Promise<boolean> {
  const day = todayInSaoPaulo(now);
  const since = saoPauloDayStart(day);
  const secret = getAuthSecret();
  const visitor = visitorDigest(secret, day, ip, userAgent);
  if ((await hitSince(`beacon-seen:${event}:${page}:${visitor}`, since)) > 1) return false;
  const address = visitorDigest(secret, day, limitKey(ip), '');
  return (
    (await hitSince(`beacon-addr:${event}:${page}:${address}`, since)) <= BEACON_LIMITS.visitorsPerAddressPerPageDay
  );
}
