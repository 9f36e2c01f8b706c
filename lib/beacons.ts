import { createHmac } from 'node:crypto';

/**
 * D42: the rules of the view/conversion beacons (D7), pure so they are tested alone.
 * The route handlers apply them through server/beacons/gate.ts.
 */
export const BEACON_LIMITS = {
  /** Beacon requests per address per minute, all pages together. */
  perAddressPerMinute: 60,
  /** Distinct visitors (address + browser) counted per page per address per day: an office behind one address. */
  visitorsPerAddressPerPageDay: 5,
} as const;

type HeaderReader = { get(name: string): string | null };

/**
 * A beacon comes from our own pages: browsers send `Origin` on every POST and `Sec-Fetch-Site` on
 * every fetch. Another site's page (or a script without those headers) is refused. `ownOrigins` are
 * the app's configured origin and the origin of the Host the request came to.
 */
export function isOwnOriginBeacon(headers: HeaderReader, ownOrigins: readonly string[]): boolean {
  const site = headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = headers.get('origin');
  if (!origin) return false;
  return ownOrigins.includes(origin.toLowerCase().replace(/\/$/, ''));
}

/**
 * Who a visitor is, for "one view per visitor per page per day": a keyed hash of the São Paulo day,
 * the address and the browser. Nothing personal is stored, and tomorrow's hash of the same visitor
 * differs, so the stored values cannot follow anyone across days.
 */
export function visitorDigest(secret: string, day: string, address: string, userAgent: string): string {
  return createHmac('sha256', secret).update(`${day}\n${address}\n${userAgent}`).digest('base64url').slice(0, 22);
}

/** The instant the São Paulo day `yyyy-MM-dd` starts (Brazil keeps UTC−3 all year since 2019). */
export function saoPauloDayStart(day: string): Date {
  return new Date(`${day}T03:00:00.000Z`);
}
