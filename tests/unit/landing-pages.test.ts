import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coerceConteudo } from '@/lib/landing-pages/content';
import { isSafeHref, opensInNewTab, safeHref } from '@/lib/landing-pages/links';
import { landingPreset } from '@/lib/landing-pages/presets';
import { carouselIntervals } from '@/lib/landing-pages/sections';
import {
  CAROUSEL_INTERVALS_MS,
  fontStack,
  landingFontFiles,
  LANDING_DEFAULTS,
  landingStatusStyle,
  landingTemplateLabel,
  rendererFor,
} from '@/lib/landing-pages/rules';
import { m } from '@/lib/messages';
import { slugify } from '@/lib/slug';
import { ZLandingPageForm } from '@/lib/validation/landing-pages';

describe('landing-page rules (document 001 §4, §9)', () => {
  it('gives each status its badge variant', () => {
    expect(landingStatusStyle('rascunho')).toEqual({ label: 'Rascunho', variant: 'secondary' });
    expect(landingStatusStyle('publicada')).toEqual({ label: 'Publicada', variant: 'default' });
    expect(landingStatusStyle('pausada')).toEqual({ label: 'Pausada', variant: 'outline' });
    expect(landingStatusStyle('arquivada')).toEqual({ label: 'Arquivada', variant: 'destructive' });
  });

  it('draws sites-profissionais and site-barato with their own renderers and every other template as the simple hero page', () => {
    expect(rendererFor('sites-profissionais')).toBe('profissional');
    expect(rendererFor('site-barato')).toBe('barato');
    for (const t of ['basico', 'promocional', 'captura', 'produto', 'desconhecido'])
      expect(rendererFor(t)).toBe('simples');
    expect(landingTemplateLabel('sites-profissionais')).toBe('Sites Profissionais');
  });

  it('keeps the defaults and carousel intervals of §9', () => {
    expect(LANDING_DEFAULTS).toMatchObject({ ctaText: 'Saiba Mais', corPrimaria: '#3b82f6', corSecundaria: '#1e40af' });
    expect(CAROUSEL_INTERVALS_MS).toEqual([3000, 4000, 5000]);
    expect(fontStack('Open Sans')).toMatch(/^"LP Open Sans", "LP Open Sans Fallback", "Open Sans", /);
    expect(fontStack('Poppins')).toMatch(/^"LP Poppins", "LP Poppins Fallback", Poppins, /);
    expect(fontStack('Roboto')).toMatch(/^"LP Roboto", "LP Roboto Fallback", Roboto, /);
    expect(fontStack('Inter')).toMatch(/^"LP Inter", "LP Inter Fallback", Inter, /);
    expect(fontStack('Comic Sans')).toBe(fontStack('Inter'));
    expect(fontStack('Inter')).toMatch(/sans-serif$/);
  });

  it("preloads only the files of the page's font, each of them in public/fonts", () => {
    expect(landingFontFiles('Roboto')).toEqual(['/fonts/roboto-latin-wght-normal.woff2']);
    expect(landingFontFiles('Poppins')).toHaveLength(4);
    expect(landingFontFiles('desconhecida')).toEqual(landingFontFiles('Inter'));
    for (const font of ['Inter', 'Roboto', 'Open Sans', 'Poppins']) {
      for (const file of landingFontFiles(font))
        expect(existsSync(path.join(process.cwd(), 'public', file))).toBe(true);
    }
  });
});

describe('professional page carousels (document 001 §2.15, §9)', () => {
  const section = (tipo: 'destaques' | 'passos' | 'depoimentos' | 'perguntas' | 'texto', n = 3) => ({
    tipo,
    titulo: tipo,
    texto: '',
    itens: Array.from({ length: n }, (_, i) => ({ titulo: `${i}`, texto: '' })),
  });

  it('gives the first three sliding sections 3 s, 4 s and 5 s and leaves FAQ, text and the rest as grids', () => {
    const sections = [
      section('perguntas'),
      section('destaques'),
      section('texto'),
      section('depoimentos'),
      section('passos', 1),
      section('passos'),
      section('destaques'),
    ];
    expect(carouselIntervals(sections)).toEqual([null, 3000, null, 4000, null, 5000, null]);
  });
});

describe('landing-page links', () => {
  it('keeps only http(s), mailto, tel, anchors and local paths', () => {
    for (const ok of [
      'https://wa.me/5511987654321?text=Ol%C3%A1',
      'http://exemplo.com.br',
      'mailto:contato@agencia.dev',
      'tel:+5511987654321',
      '#contato',
      '/servicos/landing-pages',
    ]) {
      expect(isSafeHref(ok)).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'vbscript:x',
      '',
      'https://',
    ]) {
      expect(isSafeHref(bad)).toBe(false);
    }
    expect(safeHref('javascript:alert(1)')).toBe('#');
  });

  it('opens a CTA starting with http in a new tab, anything else in place (§2.15)', () => {
    expect(opensInNewTab('https://wa.me/1')).toBe(true);
    expect(opensInNewTab('http://x.com')).toBe(true);
    expect(opensInNewTab('#contato')).toBe(false);
    expect(opensInNewTab('/servicos')).toBe(false);
    expect(opensInNewTab('mailto:a@b.c')).toBe(false);
  });
});

describe('landing-page content', () => {
  it('falls back to defaults for wrongly typed stored content and drops unsafe stored links', () => {
    expect(coerceConteudo(null)).toEqual({
      titulo: '',
      subtitulo: '',
      hero_text: '',
      cta_text: 'Saiba Mais',
      cta_url: '',
      secoes: [],
    });
    const c = coerceConteudo({
      titulo: 5,
      cta_url: 'javascript:x',
      secoes: [null, { tipo: 'estranho', titulo: 'A', itens: [{ titulo: 'i' }, 3] }],
    });
    expect(c.titulo).toBe('');
    expect(c.cta_url).toBe('');
    expect(c.secoes).toEqual([{ tipo: 'texto', titulo: 'A', texto: '', itens: [{ titulo: 'i', texto: '' }] }]);
  });

  it('generates the slug from the name as §5 says', () => {
    expect(slugify('Promoção de Verão  2026!')).toBe('promocao-de-verao-2026');
  });

  it('prefills site-barato and sites-profissionais with complete content that passes the form schema', () => {
    for (const template of ['site-barato', 'sites-profissionais']) {
      const preset = landingPreset(template, 'https://wa.me/5511987654321')!;
      expect(preset.conteudo.secoes.length).toBeGreaterThanOrEqual(4);
      expect(preset.conteudo.hero_text).toMatch(/15 dias úteis/);
      const parsed = ZLandingPageForm.safeParse({
        ...preset,
        status: 'rascunho',
        templateUsado: template,
        fonte: 'Inter',
      });
      expect(parsed.success).toBe(true);
    }
    expect(landingPreset('basico', 'x')).toBeNull();
  });

  it('refuses a bad colour, font and slug with the form messages', () => {
    const preset = landingPreset('site-barato', '#contato')!;
    const base = { ...preset, status: 'publicada', templateUsado: 'site-barato', fonte: 'Inter' };
    const v = m.landingPages.validation;
    const issue = (input: object) => ZLandingPageForm.safeParse(input).error?.issues[0]?.message;
    expect(issue({ ...base, corSecundaria: '#12345' })).toBe(v.cor);
    expect(issue({ ...base, fonte: 'Arial' })).toBe(v.fonte);
    expect(issue({ ...base, urlSlug: '-abc' })).toBe(v.urlSlugPattern);
    expect(issue({ ...base, status: 'apagada' })).toBe(v.status);
  });
});
