import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EARLY_PAGE_ID } from '@/lib/signatures/signing-view';
import { registerCacheHooks } from '@/server/platform/http/page-delivery/cache-hooks';
import { deliveredStats, forgetAll } from '@/server/platform/http/page-delivery/store';
import { installServerHooks } from '@/server/platform/http/server-hooks';

/**
 * The page-delivery layer on a plain node:http server whose listener plays Next: it asks "Next's cache" (the cache
 * handler's hooks, as server/platform/cache/page-cache-handler.mjs calls them) for the page and answers it with the
 * headers Next sends for a cache hit. The layer must answer the next loads from memory, with the same headers and a
 * CSP made of the page's script hashes, and let Next answer everything it cannot vouch for.
 */
type Hooks = {
  onGet: (key: string, entry: unknown) => Promise<{ value: { headers: Record<string, string> } }>;
  onSet: (key: string, data: unknown) => Promise<boolean>;
  onRevalidate: (tags: string[]) => void;
};
const hooks = () => (globalThis as Record<symbol, unknown>)[Symbol.for('agency.pageCacheHooks')] as Hooks;

const SCRIPT = 'self.__next_f.push([1,"Olá"])';
const html = (text: string) => `<!DOCTYPE html><html><body><p>${text}</p><script>${SCRIPT}</script></body></html>`;
const SHELL = `<div id="${EARLY_PAGE_ID}" class="x"></div>`;

let server: http.Server;
let base: { host: string; port: number };
let nextCalls: string[] = [];
let cacheState = 'HIT';
let page = html('versão 1');

// Unit files share one module graph (vitest.config.ts): the mode goes back for the next file, whose React must
// load as in the tests.
const modeBefore = process.env.NODE_ENV;

beforeAll(async () => {
  (process.env as Record<string, string>).NODE_ENV = 'production';
  installServerHooks();
  registerCacheHooks();
  server = http.createServer(async (req, res) => {
    nextCalls.push(req.url!);
    const shell = req.url!.startsWith('/assinar/');
    const path = shell ? '/assinar' : req.url!.split('?')[0];
    const entry = await hooks().onGet(`/route-cache/APP_PAGE/abc/$${path}`, {
      value: {
        kind: 'APP_PAGE',
        html: shell ? SHELL : page,
        status: 200,
        headers: { 'x-next-cache-tags': `_N_T_${path}` },
      },
      lastModified: Date.now(),
      cacheControl: { revalidate: shell ? false : 3600 },
    });
    res.setHeader('x-nextjs-cache', cacheState);
    res.setHeader('cache-control', shell ? 'private, no-cache' : 's-maxage=3600, stale-while-revalidate=31532400');
    if (shell) res.setHeader('x-robots-tag', 'noindex');
    res.setHeader('content-security-policy', entry.value.headers['content-security-policy']);
    res.setHeader('etag', '"v1"');
    res.setHeader('vary', 'rsc, next-router-state-tree');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(shell ? SHELL : page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = { host: '127.0.0.1', port: (server.address() as AddressInfo).port };
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  (process.env as Record<string, string | undefined>).NODE_ENV = modeBefore;
});

beforeEach(() => {
  forgetAll();
  nextCalls = [];
  cacheState = 'HIT';
  page = html('versão 1');
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };
function request(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ ...base, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the page-delivery layer', () => {
  it("answers a page from memory once Next answered it from its cache, with Next's headers and its script hashes", async () => {
    const first = await request('/p/abc');
    const second = await request('/p/abc');
    expect(nextCalls).toEqual(['/p/abc']);
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe(first.body.toString());
    expect(second.headers['content-security-policy']).toContain(`script-src 'self' ${sha256(SCRIPT)}`);
    expect(second.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe/);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers['x-nextjs-cache']).toBe('HIT');
    expect(second.headers['cache-control']).toBe('s-maxage=3600, stale-while-revalidate=31532400');
    expect(second.headers.vary).toBe('rsc, next-router-state-tree, Accept-Encoding');
    expect(second.headers['content-length']).toBe(String(second.body.length));
    expect(deliveredStats().pages).toBe(1);
  });

  it('gzips for clients that take it, answers 304 to a matching ETag, and HEAD without a body', async () => {
    await request('/p/abc');
    const zipped = await request('/p/abc', { 'accept-encoding': 'gzip, br' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.body).toString()).toBe(page);
    expect((await request('/p/abc', { 'if-none-match': '"v1"' })).status).toBe(304);
    const head = await request('/p/abc', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(nextCalls).toEqual(['/p/abc']);
  });

  it('asks Next again once the page is revalidated or a new version is stored', async () => {
    await request('/p/abc');
    hooks().onRevalidate(['_N_T_/p/abc']);
    page = html('versão 2');
    expect((await request('/p/abc')).body.toString()).toContain('versão 2');
    expect(
      await hooks().onSet('/route-cache/APP_PAGE/abc/$/p/abc', { kind: 'APP_PAGE', html: page, status: 200 }),
    ).toBe(true);
    await request('/p/abc');
    expect(nextCalls).toEqual(['/p/abc', '/p/abc', '/p/abc']);
  });

  it('keeps nothing Next did not answer fresh from its cache, and lets Next answer what it cannot vouch for', async () => {
    cacheState = 'STALE';
    await request('/p/abc');
    await request('/p/abc');
    cacheState = 'HIT';
    await request('/p/abc');
    await request('/p/abc?x=1');
    await request('/p/abc', { rsc: '1' });
    await request('/p/abc', { cookie: 'better-auth.session_token=abc' });
    await request('/p/abc', {}, 'POST');
    expect(nextCalls).toEqual(['/p/abc', '/p/abc', '/p/abc', '/p/abc?x=1', '/p/abc', '/p/abc', '/p/abc']);
  });

  it("serves every signing link from the one shell, with that link's first page by the token's hash", async () => {
    const token = 'A'.repeat(43);
    await request(`/assinar/${token}`);
    const other = 'b'.repeat(43);
    const answer = await request(`/assinar/${other}`);
    expect(nextCalls).toEqual([`/assinar/${token}`]);
    const hash = createHash('sha256').update(other).digest('hex');
    expect(answer.body.toString()).toContain(
      `<img alt="" fetchpriority="high" src="/api/signatures/pagina/${hash}/1"/>`,
    );
    expect(answer.body.toString()).not.toContain(other);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
    expect(answer.headers.etag).toBeUndefined();
  });
});

describe("Next's cache, as the layer sees it", () => {
  it('never stores a 404 (an unknown link), though its answer gets its CSP', async () => {
    const missing = {
      kind: 'APP_PAGE',
      html: html('não encontrada'),
      status: 404,
      headers: {} as Record<string, string>,
    };
    expect(await hooks().onSet('/route-cache/APP_PAGE/abc/$/p/nao-existe', missing)).toBe(false);
    expect(missing.headers['content-security-policy']).toContain(sha256(SCRIPT));
  });
});
