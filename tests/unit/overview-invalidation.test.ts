import { describe, expect, it } from 'vitest';
import { touchesOverview } from '@/lib/overview/invalidation';

describe('touchesOverview (D58: which writes expire the cached /painel aggregate)', () => {
  it('is true for the screens whose data the overview reads', () => {
    for (const path of [
      '/contatos',
      '/clientes',
      '/clientes/abc',
      '/proposta/slug',
      '/contratos',
      '/contratos/id',
      '/c/slug',
      '/cobrancas',
      '/cobrancas/id',
      '/p/slug',
      '/pagamentos',
      '/privacidade',
    ]) {
      expect(touchesOverview([path]), path).toBe(true);
    }
  });

  it('is true when any one of several paths is such a screen', () => {
    expect(touchesOverview(['/projetos', '/cobrancas'])).toBe(true);
  });

  it('is false for screens the overview does not read', () => {
    for (const path of [
      '/projetos',
      '/equipe',
      '/conta',
      '/landing-pages',
      '/lp/oferta',
      '/configuracoes/cobranca',
      '/assinaturas',
      '/(links)/p/[slug]',
    ]) {
      expect(touchesOverview([path]), path).toBe(false);
    }
    expect(touchesOverview([])).toBe(false);
  });

  it('matches whole path segments, not prefixes of other names', () => {
    expect(touchesOverview(['/clientes-antigos'])).toBe(false);
    expect(touchesOverview(['/pix'])).toBe(false);
    expect(touchesOverview(['/cobrancasx'])).toBe(false);
  });
});
