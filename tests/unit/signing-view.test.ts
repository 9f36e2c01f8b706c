import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  EARLY_PAGE_ID,
  EARLY_VIEW_KEY,
  SIGNING_EARLY_FETCH,
  signingPagePath,
  tokenFromSigningPath,
  withFirstPageImage,
  type EarlyView,
} from '@/lib/signatures/signing-view';

describe('tokenFromSigningPath (the static signing shell reads its token from the address bar)', () => {
  it('reads the token of /assinar/{token}, with or without a trailing slash', () => {
    expect(tokenFromSigningPath('/assinar/AbC_12-xyz')).toBe('AbC_12-xyz');
    expect(tokenFromSigningPath('/assinar/AbC_12-xyz/')).toBe('AbC_12-xyz');
    expect(tokenFromSigningPath('/assinar/a%20b')).toBe('a b');
  });

  it('answers empty for any other address (the API then answers "not-found")', () => {
    for (const path of ['/assinar', '/assinar/', '/assinar/a/b', '/outra/abc', '/assinar/%E0%A4%A'])
      expect(tokenFromSigningPath(path), path).toBe('');
  });
});

describe("the shell's early request (SIGNING_EARLY_FETCH)", () => {
  async function run(pathname: string, answer: { ok: boolean; status: number; body?: unknown }) {
    const calls: {
      url: string;
      init: { method: string; body: string; headers: Record<string, string>; cache: string };
    }[] = [];
    const window: Record<string, unknown> = {};
    const fetch = (url: string, init: (typeof calls)[number]['init']) => {
      calls.push({ url, init });
      return Promise.resolve({ ok: answer.ok, status: answer.status, json: () => Promise.resolve(answer.body) });
    };
    runInNewContext(SIGNING_EARLY_FETCH, { window, location: { pathname }, fetch, JSON, Error, decodeURIComponent });
    return { calls, early: window[EARLY_VIEW_KEY] as EarlyView };
  }

  it('posts the token read as tokenFromSigningPath reads it, in the body, never cached, and leaves the answer', async () => {
    for (const path of [
      '/assinar/AbC_12-xyz',
      '/assinar/AbC_12-xyz/',
      '/assinar/a%20b',
      '/assinar/a/b',
      '/assinar/%E0%A4%A',
      '/assinar',
    ]) {
      const { calls, early } = await run(path, { ok: true, status: 200, body: { state: 'not-found' } });
      expect(early.token, path).toBe(tokenFromSigningPath(path));
      expect(calls).toHaveLength(1);
      expect(calls[0].url).toBe('/api/signatures/link');
      expect(calls[0].init).toMatchObject({
        method: 'POST',
        cache: 'no-store',
        headers: { 'Content-Type': 'application/json' },
      });
      expect(JSON.parse(calls[0].init.body)).toEqual({ token: tokenFromSigningPath(path) });
      await expect(early.promise).resolves.toEqual({ state: 'not-found' });
    }
  });

  it('turns an HTTP error into a rejection (the page then offers "Tentar novamente")', async () => {
    const { early } = await run('/assinar/abc', { ok: false, status: 503 });
    await expect(early.promise).rejects.toThrow('HTTP 503');
  });
});

describe("the link's first page in the served shell (withFirstPageImage)", () => {
  const hash = 'a'.repeat(64);
  const box = `<div class="relative grid"><p>Carregando...</p><div id="${EARLY_PAGE_ID}" aria-hidden="true" class="absolute inset-0 [&amp;&gt;img]:size-full"></div></div>`;

  it("puts the image, by the token's hash, inside the skeleton's empty box and changes nothing else", () => {
    const html = `<html><body><main>${box}</main><script>x</script></body></html>`;
    const out = withFirstPageImage(html, hash);
    expect(signingPagePath(hash, 1)).toBe(`/api/signatures/pagina/${hash}/1`);
    expect(out).toBe(
      html.replace(
        `class="absolute inset-0 [&amp;&gt;img]:size-full"></div>`,
        `class="absolute inset-0 [&amp;&gt;img]:size-full"><img alt="" fetchpriority="high" src="/api/signatures/pagina/${hash}/1"/></div>`,
      ),
    );
    expect(out.match(/<img /g)).toHaveLength(1);
  });

  it('leaves a page without the box as it is', () => {
    for (const html of ['<html><body><p>Outra página</p></body></html>', `<div id="${EARLY_PAGE_ID}"`])
      expect(withFirstPageImage(html, hash)).toBe(html);
  });
});
