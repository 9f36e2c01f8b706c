import { describe, expect, it } from 'vitest';
import { activeTab, BACKOFFICE_TABS } from '@/lib/backoffice-tabs';
import { isAppPath, resolveAppPath } from '@/lib/app-path';
import {
  isStaffPath,
  ROUTE_REDIRECTS,
  safeFrom,
  signInPath,
  staffProjectEditPath,
  staffProposalOpenPath,
} from '@/lib/routes';

describe('staff paths (D1, D2)', () => {
  it.each([
    '/clientes',
    '/projetos',
    '/projeto/0b9d5f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b/editar',
    '/proposta/nova',
    '/proposta/abc/editar',
    '/contratos',
    '/contratos/modelos',
    '/contratos/abc',
    '/contrato/novo',
    '/contrato/abc/editar',
    '/assinaturas',
    '/cobrancas',
    '/cobrancas/nova',
    '/cobrancas/abc/edit',
    '/pagamentos',
    '/landing-pages',
    '/landing-page/nova',
    '/landing-page/abc/editar',
    '/contatos',
  ])('%s needs staff', (path) => expect(isStaffPath(path)).toBe(true));

  it.each([
    '/',
    '/auth',
    '/recentes',
    '/servicos/e-commerce',
    '/projeto/1',
    '/proposta/site-padaria-x1y2z3',
    '/p/abc',
    '/c/abc',
    '/lp/abc',
    '/assinar/tok',
    '/verificacao/abc',
    '/pagamento',
    '/pagamento/sucesso',
    '/clientesx',
  ])('%s is public', (path) => expect(isStaffPath(path)).toBe(false));
});

describe('D1 redirects', () => {
  it('lists every other reading with its canonical path', () => {
    const map = Object.fromEntries(ROUTE_REDIRECTS.map((r) => [r.source, r.destination]));
    expect(map['/login']).toBe('/auth');
    expect(map['/propostas']).toBe('/clientes');
    expect(map['/propostas/nova']).toBe('/proposta/nova');
    expect(map['/projetos/:id/edit']).toBe('/projeto/:id/editar');
    expect(map['/contratos/novo']).toBe('/contrato/novo');
    expect(map['/contratos/:id/edit']).toBe('/contrato/:id/editar');
    expect(map['/cobrancas/:id/editar']).toBe('/cobrancas/:id/edit');
    expect(map['/landing-pages/nova']).toBe('/landing-page/nova');
    expect(map['/landing-pages/:id/edit']).toBe('/landing-page/:id/editar');
    expect(map['/servicos/ecommerce']).toBe('/servicos/e-commerce');
  });
  it('puts the specific proposal readings before the slug catch-all', () => {
    const sources = ROUTE_REDIRECTS.map((r) => r.source);
    expect(sources.indexOf('/propostas/nova')).toBeLessThan(sources.indexOf('/propostas/:slug'));
    expect(sources.indexOf('/propostas/:id/editar')).toBeLessThan(sources.indexOf('/propostas/:slug'));
  });
});

describe('safeFrom (where sign-in leads)', () => {
  it('defaults to /painel, the overview (D58; document 000 §9 said /clientes)', () => {
    expect(safeFrom(undefined)).toBe('/painel');
    expect(safeFrom('')).toBe('/painel');
  });
  it('follows a local path with its query', () => {
    expect(safeFrom('/cobrancas?status=pendente')).toBe('/cobrancas?status=pendente');
  });
  it('never leaves the site or loops back to /auth', () => {
    expect(safeFrom('https://evil.example')).toBe('/painel');
    expect(safeFrom('//evil.example')).toBe('/painel');
    expect(safeFrom('/\\evil.example')).toBe('/painel');
    expect(safeFrom('/auth?from=/x')).toBe('/painel');
  });
  // D39: browsers drop TAB/CR/LF and read \ as /, so these all mean another site.
  it.each([
    '/\t/evil.example/auth',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/.//evil.example',
    '/x/..//evil.example',
    '/%2e//evil.example',
    '///evil.example',
    '\\evil.example',
    ' //evil.example',
    'javascript:alert(1)',
    '/\u0000/evil.example',
  ])('keeps %j on the site', (from) => {
    expect(safeFrom(from)).toBe('/painel');
  });
  it('normalises what it follows', () => {
    expect(safeFrom('/clientes/../cobrancas?status=pendente#x')).toBe('/cobrancas?status=pendente#x');
    expect(safeFrom('/auth/../auth?from=/x')).toBe('/painel');
  });
  it('builds the /auth link with the path encoded', () => {
    expect(signInPath('/clientes?tab=clientes')).toBe('/auth?from=%2Fclientes%3Ftab%3Dclientes');
  });
});

describe('back-office tabs (document 000 §2.5)', () => {
  it('has the seven tabs in order, linking where the document says', () => {
    expect(BACKOFFICE_TABS.map((t) => t.href)).toEqual([
      '/clientes',
      '/contratos',
      '/projetos',
      '/assinaturas',
      '/cobrancas',
      '/landing-pages',
      '/clientes?tab=clientes',
    ]);
  });
  it('marks the tab of the current path', () => {
    expect(activeTab('/clientes', null)).toBe('propostas');
    expect(activeTab('/clientes', 'clientes')).toBe('clientes');
    expect(activeTab('/proposta/nova', null)).toBe('propostas');
    expect(activeTab('/projeto/x/editar', null)).toBe('projetos');
    expect(activeTab('/contrato/novo', null)).toBe('contratos');
    expect(activeTab('/landing-page/nova', null)).toBe('landingPages');
    expect(activeTab('/contatos', null)).toBeNull();
  });
});

describe('board project readings (D1)', () => {
  it('sends /projeto/{uuid} to its edit screen and leaves the portfolio ids alone', () => {
    const id = '0b9d5f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(staffProjectEditPath(`/projeto/${id}`)).toBe(`/projeto/${id}/editar`);
    expect(staffProjectEditPath('/projeto/1')).toBeNull();
    expect(staffProjectEditPath('/projeto/21')).toBeNull();
    expect(staffProjectEditPath(`/projeto/${id}/editar`)).toBeNull();
  });
  it('sends /proposta/{id} to the staff page that finds its slug, and leaves slugs alone', () => {
    const id = '0b9d5f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(staffProposalOpenPath(`/proposta/${id}`)).toBe(`/proposta/${id}/abrir`);
    expect(staffProposalOpenPath('/proposta/site-padaria-x1y2z3')).toBeNull();
    expect(staffProposalOpenPath('/proposta/nova')).toBeNull();
    expect(isStaffPath(`/proposta/${id}/abrir`)).toBe(true);
  });
});

describe('list limits ("Mostrar mais")', async () => {
  const { LIST_STEP, LIST_MAX, moreHref, parseLimit } = await import('@/lib/list-limit');
  it('starts at one step and grows by whole steps up to the cap', () => {
    expect(parseLimit(undefined)).toBe(LIST_STEP);
    expect(parseLimit('abc')).toBe(LIST_STEP);
    expect(parseLimit('-5')).toBe(LIST_STEP);
    expect(parseLimit(String(LIST_STEP + 1))).toBe(2 * LIST_STEP);
    expect(parseLimit('999999')).toBe(LIST_MAX);
  });
  it('keeps the filters in the next link', () => {
    expect(moreHref('/clientes', { tab: 'clientes', q: 'ana', x: undefined }, LIST_STEP)).toBe(
      `/clientes?tab=clientes&q=ana&limit=${2 * LIST_STEP}`,
    );
  });
});

describe('isAppPath (links the app router may follow or prefetch)', () => {
  it.each(['/', '/clientes', '/cobrancas/abc/edit', '/clientes?tab=clientes', '/#contato'])(
    '%s is a path of the app',
    (href) => {
      expect(isAppPath(href)).toBe(true);
    },
  );
  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'mailto:a@b.c',
    'clientes',
    '',
    null,
    undefined,
  ])('%s is not', (href) => {
    expect(isAppPath(href)).toBe(false);
  });
});

describe('resolveAppPath (a value from outside read as a path of this app)', () => {
  it('answers the normalised path, query and hash', () => {
    const url = resolveAppPath('/clientes/./?tab=clientes#x')!;
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/clientes/?tab=clientes#x');
  });

  it('refuses other hosts, schemes, control characters, backslashes and paths that normalise to //host', () => {
    for (const value of [
      null,
      undefined,
      '',
      'clientes',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https://evil.example/',
      '/.//evil.example',
    ]) {
      expect(resolveAppPath(value), String(value)).toBeNull();
    }
  });
});
