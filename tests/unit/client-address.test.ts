import { describe, expect, it } from 'vitest';
import {
  isLoopback,
  normalizeAddress,
  parseTrustedProxy,
  PEER_HEADER,
  resolveClientAddress,
  UNKNOWN_ADDRESS,
} from '@/lib/client-address';

const request = (headers: Record<string, string>) => new Headers(headers);

describe('TRUSTED_PROXY (D38)', () => {
  it('reads the four modes and falls back to none for anything else', () => {
    expect(parseTrustedProxy(undefined)).toEqual({ kind: 'none' });
    expect(parseTrustedProxy('vercel')).toEqual({ kind: 'vercel' });
    expect(parseTrustedProxy(' Cloudflare ')).toEqual({ kind: 'cloudflare' });
    expect(parseTrustedProxy('hops:2')).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustedProxy('hops:-1')).toEqual({ kind: 'none' });
    expect(parseTrustedProxy('true')).toEqual({ kind: 'none' });
  });
});

describe('the caller address', () => {
  const forged = {
    'x-forwarded-for': '6.6.6.6',
    'x-real-ip': '6.6.6.7',
    'cf-connecting-ip': '6.6.6.8',
    'x-vercel-forwarded-for': '6.6.6.9',
  };

  it('none: the socket peer, whatever forwarding headers the client wrote', () => {
    expect(resolveClientAddress(request({ ...forged, [PEER_HEADER]: '203.0.113.7' }), { kind: 'none' })).toBe(
      '203.0.113.7',
    );
    expect(resolveClientAddress(request({ [PEER_HEADER]: '::ffff:127.0.0.1' }), { kind: 'none' })).toBe('127.0.0.1');
  });

  it('none without a peer: one shared unknown bucket, never a header', () => {
    expect(resolveClientAddress(request(forged), { kind: 'none' })).toBe(UNKNOWN_ADDRESS);
  });

  it('hops:N counts N trusted proxies from the right of the chain ending at the peer', () => {
    const headers = request({ 'x-forwarded-for': '6.6.6.6, 198.51.100.4', [PEER_HEADER]: '10.0.0.2' });
    expect(resolveClientAddress(headers, { kind: 'hops', hops: 1 })).toBe('198.51.100.4');
    expect(resolveClientAddress(headers, { kind: 'hops', hops: 0 })).toBe('10.0.0.2');
    const twoProxies = request({ 'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.0.0.9', [PEER_HEADER]: '10.0.0.2' });
    expect(resolveClientAddress(twoProxies, { kind: 'hops', hops: 2 })).toBe('198.51.100.4');
  });

  it('hops:N with a shorter chain takes the left-most entry, and junk is unknown', () => {
    expect(resolveClientAddress(request({ [PEER_HEADER]: '10.0.0.2' }), { kind: 'hops', hops: 3 })).toBe('10.0.0.2');
    expect(
      resolveClientAddress(request({ 'x-forwarded-for': 'evil, 10.0.0.9', [PEER_HEADER]: '10.0.0.2' }), {
        kind: 'hops',
        hops: 2,
      }),
    ).toBe(UNKNOWN_ADDRESS);
  });

  it('vercel and cloudflare read the header their edge overwrites', () => {
    expect(
      resolveClientAddress(request({ 'x-forwarded-for': '6.6.6.6', 'x-vercel-forwarded-for': '198.51.100.5' }), {
        kind: 'vercel',
      }),
    ).toBe('198.51.100.5');
    expect(resolveClientAddress(request({ 'x-real-ip': '198.51.100.6' }), { kind: 'vercel' })).toBe('198.51.100.6');
    expect(
      resolveClientAddress(request({ 'x-forwarded-for': '6.6.6.6', 'cf-connecting-ip': '2001:DB8::1' }), {
        kind: 'cloudflare',
      }),
    ).toBe('2001:db8::1');
  });
});

describe('address normalisation', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['203.0.113.7:5123', '203.0.113.7'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['999.1.1.1', null],
    ['<script>', null],
    ['', null],
  ])('%s → %s', (raw, expected) => expect(normalizeAddress(raw)).toBe(expected));

  it('knows loopback', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('10.0.0.1')).toBe(false);
    expect(isLoopback(UNKNOWN_ADDRESS)).toBe(false);
  });
});
