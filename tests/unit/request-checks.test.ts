import { describe, expect, it } from 'vitest';
import { limitKey } from '@/lib/client-address';
import { acceptsGzip, isDeliverableRequest, sharedMaxAge } from '@/lib/http/delivery-request';
import {
  ACTION_MAX_DEPTH,
  actionBodyProblem,
  hasBadEscape,
  isActionContentType,
  isForeignOrigin,
  jsonDepthExceeds,
} from '@/lib/http/request-checks';

describe('addresses as limits key them (one visitor, one address)', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(limitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(limitKey('unknown')).toBe('unknown');
  });

  it('limits an IPv6 address by its /64, however it is written', () => {
    const key = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:aaaa::',
      '2001:db8:1:2:0:0:0:9',
    ])
      expect(limitKey(address), address).toBe(key);
    expect(limitKey('2001:db8:1:3::1')).not.toBe(key);
    expect(limitKey('::1')).toBe('0:0:0:0::/64');
    expect(limitKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves text that is no IPv6 address alone', () => {
    expect(limitKey('1:2:3')).toBe('1:2:3');
    expect(limitKey('1::2::3')).toBe('1::2::3');
  });
});

describe('requests refused before Next (bad input is a 4xx)', () => {
  it('finds %-escapes that do not decode', () => {
    expect(hasBadEscape('/p/%E0%A4%A')).toBe(true);
    expect(hasBadEscape('/proposta/%zz')).toBe(true);
    expect(hasBadEscape('/c/abc%')).toBe(true);
    expect(hasBadEscape('/p/ol%C3%A1')).toBe(false);
    expect(hasBadEscape('/p/abc?q=%zz')).toBe(false);
    expect(hasBadEscape('/')).toBe(false);
  });

  it('measures nesting without parsing, strings skipped', () => {
    expect(jsonDepthExceeds('[[[1]]]', 3)).toBe(false);
    expect(jsonDepthExceeds('[[[[1]]]]', 3)).toBe(true);
    expect(jsonDepthExceeds('["[[[[[[", {"a": "\\"[[[["}]', 2)).toBe(false);
    expect(jsonDepthExceeds('['.repeat(100_000), ACTION_MAX_DEPTH)).toBe(true);
  });

  it('accepts what React sends for a server action and refuses the rest', () => {
    const text = (body: string) => actionBodyProblem('text/plain;charset=UTF-8', Buffer.from(body));
    expect(text('[{"nome":"Ana","itens":[1,2]}]')).toBeNull();
    expect(text('[]')).toBeNull();
    expect(text('')).toBe('empty');
    expect(text('not json')).toBe('not-json');
    expect(text('{"a":')).toBe('not-json');
    expect(text(`${'['.repeat(ACTION_MAX_DEPTH + 1)}${']'.repeat(ACTION_MAX_DEPTH + 1)}`)).toBe('too-deep');
    const boundary = 'XyZ';
    const multipart = (row: string) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n${row}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="1"; filename="a.pdf"\r\n\r\n[[[[[[[[[[\r\n--${boundary}--\r\n`,
      );
    const type = `multipart/form-data; boundary=${boundary}`;
    expect(actionBodyProblem(type, multipart('["$K1"]'))).toBeNull();
    expect(actionBodyProblem(type, multipart('['.repeat(200)))).toBe('too-deep');
    expect(actionBodyProblem('multipart/form-data', multipart('[]'))).toBe('bad-multipart');
  });

  it('knows the content types of a server action', () => {
    expect(isActionContentType('text/plain;charset=UTF-8')).toBe(true);
    expect(isActionContentType('multipart/form-data; boundary=x')).toBe(true);
    expect(isActionContentType('application/json')).toBe(false);
    expect(isActionContentType(undefined)).toBe(false);
  });

  it("refuses a browser's Origin that is not one of this server's hosts", () => {
    const hosts = ['localhost:3000', 'www.agencia.com.br'];
    expect(isForeignOrigin('http://localhost:3000', hosts)).toBe(false);
    expect(isForeignOrigin('https://www.agencia.com.br', hosts)).toBe(false);
    expect(isForeignOrigin('https://evil.example', hosts)).toBe(true);
    expect(isForeignOrigin('null', hosts)).toBe(true);
    expect(isForeignOrigin(undefined, hosts)).toBe(false);
  });
});

describe('what the page-delivery layer may answer from memory', () => {
  const browser = { 'sec-fetch-dest': 'document', accept: 'text/html' };

  it('answers a plain page load, anonymous, at its plain address', () => {
    expect(isDeliverableRequest('GET', '/p/abc', browser)).toBe(true);
    expect(isDeliverableRequest('HEAD', '/', {})).toBe(true);
    expect(isDeliverableRequest('GET', '/', { cookie: 'tema=claro' })).toBe(true);
  });

  it('leaves to Next: queries, client navigations, prefetches, actions, other methods and staff sessions', () => {
    expect(isDeliverableRequest('GET', '/?utm_source=x', browser)).toBe(false);
    expect(isDeliverableRequest('POST', '/', browser)).toBe(false);
    expect(isDeliverableRequest('GET', '/', { rsc: '1' })).toBe(false);
    expect(isDeliverableRequest('GET', '/', { 'next-router-state-tree': '%5B%5D' })).toBe(false);
    expect(isDeliverableRequest('GET', '/', { 'sec-fetch-dest': 'empty' })).toBe(false);
    expect(isDeliverableRequest('GET', '/', { 'sec-fetch-dest': 'script' })).toBe(false);
    expect(isDeliverableRequest('GET', '/', { cookie: 'a=1; better-auth.session_token=abc' })).toBe(false);
    expect(isDeliverableRequest('GET', '/', { cookie: '__Secure-better-auth.session_token=abc' })).toBe(false);
    expect(isDeliverableRequest('GET', 'http://x/', {})).toBe(false);
  });

  it("reads Next's freshness and the client's encodings", () => {
    expect(sharedMaxAge('s-maxage=3600, stale-while-revalidate=31532400')).toBe(3600);
    expect(sharedMaxAge('private, no-cache, no-store, max-age=0, must-revalidate')).toBeNull();
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1, gzip;q=0')).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
