import { describe, expect, it } from 'vitest';
import { isStaffPath } from '@/lib/routes';
import {
  buildCsp,
  cspModeFor,
  fileOriginsFromEnv,
  inlineScriptHashes,
  inlineScripts,
  isPageRequest,
  staticSecurityHeaders,
  sharedShellOf,
} from '@/lib/security/csp';
import { UNAVAILABLE_CSP, unavailableContent, unavailableHtml } from '@/lib/security/unavailable-page';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';

describe('Content-Security-Policy (D45)', () => {
  it('allows scripts by nonce and strict-dynamic on pages rendered per request, never unsafe-inline', () => {
    const csp = buildCsp({ dev: false, nonce: 'abc123' });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('allows the inline scripts of a cached page by their hashes only', () => {
    const csp = buildCsp({ dev: false, hashes: ['sha256-AAA=', 'sha256-BBB=', 'sha256-AAA='] });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB='");
  });

  it('forbids framing by other sites and keeps objects and frames to this origin and the file bucket', () => {
    const csp = buildCsp({ dev: false, hashes: [], fileOrigins: ['https://files.example.com'], https: true });
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' blob: https://files.example.com");
    expect(directive(csp, 'object-src')).toBe("object-src 'self' blob: https://files.example.com");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://files.example.com");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain('upgrade-insecure-requests');
    expect(buildCsp({ dev: false, hashes: [] })).not.toContain('upgrade-insecure-requests');
  });

  it('relaxes scripts only for next dev (eval for React overlays, the HMR websocket)', () => {
    const csp = buildCsp({ dev: true });
    expect(directive(csp, 'script-src')).toContain("'unsafe-eval'");
    expect(directive(csp, 'connect-src')).toContain('ws:');
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('uses a nonce on staff and sign-in pages and hashes everywhere else (static pages above all, the signing shell too)', () => {
    for (const path of ['/clientes', '/projetos', '/cobrancas/1', '/pagamentos', '/auth']) {
      expect(cspModeFor(path, isStaffPath), path).toBe('nonce');
    }
    for (const path of [
      '/',
      '/recentes',
      '/servicos/landing-pages',
      '/projeto/1',
      '/proposta/site-x-abc123',
      '/p/x',
      '/c/x',
      '/lp/x',
      '/verificacao/ABC',
      '/nao-existe',
      '/pagamento',
      '/pagamento/erro',
      '/pagamento/sucesso',
      '/assinar/tok',
    ]) {
      expect(cspModeFor(path, isStaffPath), path).toBe('hashes');
    }
  });

  it('knows the signing links share one static shell (D86), and nothing else does', () => {
    expect(sharedShellOf('/assinar/AbC_12-xyz')).toBe('/assinar');
    expect(sharedShellOf('/assinar/AbC_12-xyz/')).toBe('/assinar');
    for (const path of ['/assinar', '/assinar/a/b', '/proposta/x', '/p/x', '/'])
      expect(sharedShellOf(path), path).toBeNull();
  });

  it('finds the inline scripts of a page and hashes them as the browser does', async () => {
    const html =
      '<script src="/_next/a.js" async></script><script>alert(1)</script><script nonce="x">self.__next_f.push([0])</script><script>alert(1)</script>';
    expect(inlineScripts(html)).toEqual(['alert(1)', 'self.__next_f.push([0])', 'alert(1)']);
    const hashes = await inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
  });

  it('reads the bucket origin from the S3 settings', () => {
    expect(fileOriginsFromEnv({})).toEqual([]);
    expect(fileOriginsFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'https://x.r2.cloudflarestorage.com/path' })).toEqual([
      'https://x.r2.cloudflarestorage.com',
    ]);
    expect(fileOriginsFromEnv({ S3_BUCKET: 'b' })).toEqual(['https://*.amazonaws.com']);
  });

  it('sends HSTS only from a production build, and the other headers always', () => {
    const keys = (production: boolean) => staticSecurityHeaders(production).map((h) => h.key);
    expect(keys(true)).toContain('Strict-Transport-Security');
    expect(keys(false)).not.toContain('Strict-Transport-Security');
    expect(keys(false)).toEqual(
      expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy']),
    );
  });
});

describe('which requests are pages (and get the hashed HTML with its CSP)', () => {
  const h = (init: Record<string, string>) => new Headers(init);
  it('a browser navigation, a frame, and a client without Sec-Fetch headers are pages', () => {
    expect(isPageRequest('GET', h({ 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' }))).toBe(true);
    expect(isPageRequest('GET', h({ 'sec-fetch-dest': 'iframe' }))).toBe(true);
    expect(isPageRequest('HEAD', h({}))).toBe(true);
    expect(isPageRequest('GET', h({ accept: 'text/html' }))).toBe(true);
  });
  it("the router's RSC fetch (its flight headers stripped before the proxy), prefetches and actions are not", () => {
    expect(isPageRequest('GET', h({ 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors' }))).toBe(false);
    expect(isPageRequest('GET', h({ rsc: '1' }))).toBe(false);
    expect(isPageRequest('GET', h({ purpose: 'prefetch' }))).toBe(false);
    expect(isPageRequest('GET', h({ 'sec-fetch-dest': 'script' }))).toBe(false);
    expect(isPageRequest('POST', h({ 'sec-fetch-dest': 'document' }))).toBe(false);
  });
});

describe('the page answered while the database is unreachable (D49)', () => {
  it('keeps the public charge texts of document 001 §8, with no retry', () => {
    expect(unavailableContent('/p/abc')).toEqual({
      title: 'Erro ao carregar os dados da cobrança: Serviço temporariamente indisponível',
      text: '',
      retry: false,
      back: null,
    });
  });

  it('keeps the charge detail text, with a retry and the way back to the list', () => {
    const page = unavailableContent('/cobrancas/0b7c9a7e-1111-4222-8333-944445555666');
    expect(page.title).toBe('Erro ao carregar os dados da cobrança. Por favor, tente novamente.');
    expect(page.retry).toBe(true);
    expect(page.back).toEqual({ href: '/cobrancas', label: 'Voltar para Cobranças' });
  });

  it('says the service is unavailable elsewhere, in Portuguese, with a retry and no script', () => {
    const html = unavailableHtml('/projetos', '?q=<x>');
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Serviço temporariamente indisponível');
    expect(html).toContain('href="/projetos?q=&#60;x&#62;"');
    expect(html).toContain('Tentar novamente');
    expect(html).not.toContain('<script');
    expect(UNAVAILABLE_CSP).toContain("default-src 'none'");
  });
});
