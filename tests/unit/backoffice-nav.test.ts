import { describe, expect, it } from 'vitest';
import { activeNavEntry, BACKOFFICE_NAV, BACKOFFICE_TABS } from '@/lib/backoffice-tabs';
import messages from '@/messages';

describe('the back office has one navigation', () => {
  it('holds the overview, the document tabs, payments, contacts, settings and (owner only) the team', () => {
    expect(BACKOFFICE_NAV.map((e) => e.href)).toEqual([
      '/painel',
      ...BACKOFFICE_TABS.map((t) => t.href),
      '/pagamentos',
      '/contatos',
      '/configuracoes',
      '/equipe',
    ]);
    expect(BACKOFFICE_NAV.filter((e) => e.owner).map((e) => e.key)).toEqual(['equipe']);
    expect(messages.backofficeNav.settings).toBe('Configurações');
  });

  it('marks the right entry on every screen', () => {
    const cases: Array<[string, string | null, string | null]> = [
      ['/painel', null, 'painel'],
      ['/pagamentos', null, 'pagamentos'],
      ['/contatos', null, 'contatos'],
      ['/configuracoes', null, 'configuracoes'],
      ['/configuracoes/cobranca', null, 'configuracoes'],
      ['/equipe', null, 'equipe'],
      ['/cobrancas/nova', null, 'cobrancas'],
      ['/clientes', 'clientes', 'clientes'],
      ['/clientes/0b9d5f0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b', null, 'clientes'],
      ['/clientes', null, 'propostas'],
      ['/conta', null, null],
    ];
    for (const [path, tab, entry] of cases) expect(activeNavEntry(path, tab), path).toBe(entry);
  });
});
