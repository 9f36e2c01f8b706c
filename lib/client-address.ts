/**
 * D38: where the caller's address comes from. Every per-address limit and every piece of
 * evidence (signature audit rows, sealed certificate, proposal acceptance) uses the address this
 * returns, so no header the client chose may decide it.
 *
 * - `none` (default): the TCP peer of this server. Next 16 only fills `X-Forwarded-For` when the
 *   request has none (`??=` in base-server), so that header is the client's own text; the peer comes
 *   from PEER_HEADER, which server/platform/peer-address.ts overwrites on every request from the socket.
 * - `hops:N`: N reverse proxies we run sit in front (nginx, a load balancer), each appending the
 *   address it saw. Counting N hops from the right of [...X-Forwarded-For, peer] skips our own proxies;
 *   everything further left was written by the client.
 * - `vercel`: Vercel overwrites `x-vercel-forwarded-for` / `x-real-ip` with the visitor's address.
 * - `cloudflare`: `cf-connecting-ip`, trustworthy only if the origin accepts connections from
 *   Cloudflare alone.
 */
export type TrustedProxy =
  { kind: 'none' } | { kind: 'vercel' } | { kind: 'cloudflare' } | { kind: 'hops'; hops: number };

/** Set by the server itself from the socket (server/platform/peer-address.ts); a client's own copy is overwritten. */
export const PEER_HEADER = 'x-agency-peer-address';

/**
 * The resolved address (`resolveClientAddress` under TRUSTED_PROXY), as the server hooks write it on every request
 * (server/platform/http/server-hooks.ts) for code that reads headers without knowing the rule: better-auth, which
 * records it as a session's address (/conta). A client's own copy is overwritten.
 */
export const CLIENT_ADDRESS_HEADER = 'x-agency-client-address';

/** Answered when no trusted source gave an address: all such callers share one bucket (safe, not forgeable). */
export const UNKNOWN_ADDRESS = 'unknown';

type HeaderReader = { get(name: string): string | null };

/** `TRUSTED_PROXY` → a mode; anything unrecognised falls back to the safe default. */
export function parseTrustedProxy(value: string | undefined | null): TrustedProxy {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'vercel' || text === 'cloudflare') return { kind: text };
  const hops = /^hops:(\d{1,2})$/.exec(text);
  if (hops) return { kind: 'hops', hops: Number(hops[1]) };
  return { kind: 'none' };
}

/** One address as a limit key or evidence: trimmed, IPv4-mapped IPv6 unwrapped, port and junk refused. */
export function normalizeAddress(raw: string | null | undefined): string | null {
  let text = (raw ?? '').trim();
  if (!text) return null;
  if (text.startsWith('[')) text = text.slice(1, text.indexOf(']') > 0 ? text.indexOf(']') : undefined);
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  text = text.replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, '');
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) return text.split('.').every((part) => Number(part) <= 255) ? text : null;
  if (/^[0-9a-f:]+$/i.test(text) && text.includes(':') && text.length <= 45) return text.toLowerCase();
  return null;
}

function firstOf(list: string | null): string | null {
  return normalizeAddress(list?.split(',')[0]);
}

/** The caller's address under `mode`, or UNKNOWN_ADDRESS. */
export function resolveClientAddress(headers: HeaderReader, mode: TrustedProxy): string {
  const peer = normalizeAddress(headers.get(PEER_HEADER));
  switch (mode.kind) {
    case 'vercel':
      return (
        firstOf(headers.get('x-vercel-forwarded-for')) ??
        normalizeAddress(headers.get('x-real-ip')) ??
        peer ??
        UNKNOWN_ADDRESS
      );
    case 'cloudflare':
      return normalizeAddress(headers.get('cf-connecting-ip')) ?? peer ?? UNKNOWN_ADDRESS;
    case 'hops': {
      const chain = (headers.get('x-forwarded-for') ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (peer) chain.push(peer);
      if (!chain.length) return UNKNOWN_ADDRESS;
      // Fewer entries than trusted hops: the request skipped a proxy; the left-most is all we have.
      const entry = chain[Math.max(0, chain.length - 1 - mode.hops)];
      return normalizeAddress(entry) ?? UNKNOWN_ADDRESS;
    }
    default:
      return peer ?? UNKNOWN_ADDRESS;
  }
}

/** 127.0.0.0/8 and ::1: the machine itself (the bench's own higher limit applies only to these). */
export function isLoopback(address: string): boolean {
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address) || address === '::1';
}

/** The eight 16-bit groups of an IPv6 address, or null. */
function ipv6Groups(address: string): number[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const part = (text: string) => (text ? text.split(':') : []);
  const head = part(halves[0]);
  const tail = halves.length === 2 ? part(halves[1]) : [];
  // An IPv4 tail (::ffff:1.2.3.4 is unwrapped by normalizeAddress; others, e.g. 64:ff9b::1.2.3.4, stay).
  const last = tail.length ? tail : head;
  if (last.length && last[last.length - 1].includes('.')) {
    const v4 = last.pop()!.split('.').map(Number);
    if (v4.length !== 4 || v4.some((n) => !(n >= 0 && n <= 255))) return null;
    last.push(((v4[0] << 8) | v4[1]).toString(16), ((v4[2] << 8) | v4[3]).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

/**
 * The key an address is limited under (docs/operacao.md, Limites por endereço): an IPv4 address by itself; an IPv6
 * address by its /64, the block one subscriber line (or one cloud machine) receives, so that walking through its
 * 2^64 addresses gives no fresh bucket.
 */
export function limitKey(address: string): string {
  if (!address.includes(':')) return address;
  const groups = ipv6Groups(address);
  return groups
    ? `${groups
        .slice(0, 4)
        .map((g) => g.toString(16))
        .join(':')}::/64`
    : address;
}
