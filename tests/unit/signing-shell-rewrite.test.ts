import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '@/proxy';

/**
 * D86, D195: /assinar/{token} is answered by the one shared shell, /assinar, asked for with no query. A rewrite that
 * carried the token (`/assinar?token=…`, what next.config's `rewrites` does with an unused parameter) let the cached
 * shell, regenerated after a revalidation, hold one signer's token for every other signer.
 */
const TOKEN = 'hfgUQBuLuJCILgDNRPo8oJ2gakfzRzSuMhnC9wED3b4';

const rewriteOf = async (url: string, headers: Record<string, string> = {}) => {
  const response = await proxy(new NextRequest(url, { headers }));
  return response.headers.get('x-middleware-rewrite');
};

describe('the signing shell', () => {
  it('is the rewrite of a signing link, without the token or any query', async () => {
    for (const url of [
      `http://localhost:3000/assinar/${TOKEN}`,
      `http://localhost:3000/assinar/${TOKEN}/`,
      `http://localhost:3000/assinar/${TOKEN}?utm_source=email`,
    ]) {
      const target = await rewriteOf(url);
      expect(target, url).toBe('http://localhost:3000/assinar');
    }
  });

  it('is the same for a browser loading the page (a document request)', async () => {
    const target = await rewriteOf(`http://localhost:3000/assinar/${TOKEN}`, {
      'sec-fetch-dest': 'document',
      'sec-fetch-mode': 'navigate',
    });
    expect(target).toBe('http://localhost:3000/assinar');
  });

  it('leaves the other pages alone', async () => {
    expect(await rewriteOf('http://localhost:3000/assinar')).toBeNull();
    expect(await rewriteOf(`http://localhost:3000/verificacao/${TOKEN}`)).toBeNull();
  });
});

describe('a render of the shell that carries a token (D195)', () => {
  it('is told apart from the clean shell, whichever way the address got in', async () => {
    const { rendersSigningToken } = await import('@/lib/signatures/signing-view');
    const early = String.raw`<script>(function(){var m=/^\/assinar\/([^/?#]+)\/?$/.exec(location.pathname)})()</script>`;
    expect(rendersSigningToken(`<html>${early}<p>Assinatura de documento</p></html>`)).toBe(false);
    expect(
      rendersSigningToken(String.raw`self.__next_f.push([1,"0:{\"c\":[\"\",\"assinar\",\"${TOKEN}\"],\"q\":\"\"}"])`),
    ).toBe(true);
    expect(rendersSigningToken(String.raw`\"c\":[\"\",\"assinar\"],\"q\":\"?token=${TOKEN}\"`)).toBe(true);
    expect(rendersSigningToken(`<a href="/assinar/${TOKEN}">`)).toBe(true);
  });
});
