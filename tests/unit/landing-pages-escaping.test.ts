import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LandingView } from '@/components/landing-pages/public/landing-view';
import type { LandingViewData } from '@/components/landing-pages/public/types';
import { coerceConteudo } from '@/lib/landing-pages/content';
import { rendererFor } from '@/lib/landing-pages/rules';
import { m } from '@/lib/messages';
import { type TConteudo, ZConteudo, ZLandingPageForm } from '@/lib/validation/landing-pages';

/** What staff might type into any text field of the editor. */
const PAYLOADS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "' onmouseover='alert(1)' x='",
  '" onfocus="alert(1)" autofocus x="',
  '</p></h1><script src="https://evil.example/x.js"></script>',
  '<a href="javascript:alert(1)">clique</a>',
  'javascript:alert(1)',
];

const UNSAFE_URLS = [
  'javascript:alert(1)',
  ' JavaScript:alert(document.cookie)',
  'jAvAsCrIpT:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example',
];

/** One template per renderer (document 001 §2.15): simple hero, site-barato and sites-profissionais. */
const TEMPLATES = ['basico', 'site-barato', 'sites-profissionais'] as const;

/** Every text field of the content, every section type, and enough items for the professional carousels. */
function hostileConteudo(p: string, ctaUrl = ''): TConteudo {
  const itens = [
    { titulo: `${p} item 1`, texto: `${p} texto 1` },
    { titulo: `${p} item 2`, texto: `${p} texto 2` },
    { titulo: `${p} item 3`, texto: `${p} texto 3` },
  ];
  return {
    titulo: `${p} titulo`,
    subtitulo: `${p} subtitulo`,
    hero_text: `${p} hero`,
    cta_text: `${p} cta`,
    cta_url: ctaUrl,
    secoes: (['destaques', 'passos', 'depoimentos', 'perguntas', 'texto'] as const).map((tipo) => ({
      tipo,
      titulo: `${p} ${tipo}`,
      texto: `${p} ${tipo} texto`,
      itens,
    })),
  };
}

function render(templateUsado: string, conteudo: TConteudo, nome = 'Landing de teste'): string {
  const page: LandingViewData = {
    nome,
    templateUsado,
    conteudo,
    corPrimaria: '#3b82f6',
    corSecundaria: '#1e40af',
    fonte: 'Inter',
  };
  return renderToStaticMarkup(
    createElement(LandingView, {
      page,
      ctaFallback: 'https://wa.me/5511987654321',
      slug: 'teste',
      texts: { whatsapp: 'WhatsApp', rights: 'Todos os direitos reservados.' },
    }),
  );
}

type Tag = { name: string; attrs: Record<string, string> };

/**
 * The elements of React's static markup. React escapes <, >, & and quotes in text and in attribute
 * values and always double-quotes attributes, so every "<" in its output opens a real tag.
 */
function tagsOf(markup: string): Tag[] {
  const tags: Tag[] = [];
  for (const match of markup.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s"'<>/=]+(?:="[^"]*")?)*)\s*\/?>/g)) {
    const attrs: Record<string, string> = {};
    for (const a of match[2].matchAll(/\s+([^\s"'<>/=]+)(?:="([^"]*)")?/g)) attrs[a[1].toLowerCase()] = a[2] ?? '';
    tags.push({ name: match[1].toLowerCase(), attrs });
  }
  return tags;
}

const decode = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** No script element, no event-handler attribute, no script URL in any link or source. */
function expectInert(markup: string) {
  // Every "<" is a tag that the scanner read: nothing hides from the checks below.
  const opened = (markup.match(/</g) ?? []).length;
  const closing = (markup.match(/<\//g) ?? []).length;
  const tags = tagsOf(markup);
  expect(tags.length + closing).toBe(opened);

  expect(markup).not.toMatch(/<script/i);
  expect(markup).not.toMatch(/<(img|svg|iframe|object|embed)\b[^>]*\son\w+=/i);
  for (const tag of tags) {
    expect(['script', 'iframe', 'object', 'embed', 'img']).not.toContain(tag.name);
    for (const [name, value] of Object.entries(tag.attrs)) {
      expect(name, `<${tag.name} ${name}>`).not.toMatch(/^on/);
      if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name))
        expect(decode(value).replace(/\s/g, '')).not.toMatch(/^(javascript|data|vbscript):/i);
    }
  }
  expect(markup).not.toMatch(/href="\s*javascript:/i);
}

describe('landing-page content renders inert (document 001 §3: plain text, React escapes it)', () => {
  it('the check itself catches a script element, an event handler and a script link', () => {
    expect(() => expectInert('<div><script>alert(1)</script></div>')).toThrow();
    expect(() => expectInert('<p><img src="x" onerror="alert(1)"/></p>')).toThrow();
    expect(() => expectInert('<div onmouseover="alert(1)">x</div>')).toThrow();
    expect(() => expectInert('<a href=" javascript:alert(1)">x</a>')).toThrow();
    expect(() => expectInert('<p>&lt;img src=x onerror=alert(1)&gt;</p><a href="#">x</a>')).not.toThrow();
  });

  it('draws the three renderers from their templates', () => {
    expect(TEMPLATES.map((t) => rendererFor(t))).toEqual(['simples', 'barato', 'profissional']);
    for (const t of TEMPLATES) expect(render(t, hostileConteudo('Olá'))).toContain(`data-renderer="${rendererFor(t)}"`);
  });

  it('accepts markup typed into the text fields as plain text: the schema keeps it verbatim', () => {
    for (const p of PAYLOADS) {
      // cta_text holds at most 60 characters: the longest payload goes there alone.
      const input = { ...hostileConteudo(p, 'https://wa.me/5511987654321'), cta_text: p };
      const parsed = ZConteudo.safeParse(input);
      expect(parsed.error?.issues, p).toBeUndefined();
      expect(parsed.data?.titulo).toBe(`${p} titulo`);
      expect(parsed.data?.cta_text).toBe(p);
      expect(parsed.data?.secoes[3].itens[0].texto).toBe(`${p} texto 1`);
    }
  });

  for (const template of TEMPLATES) {
    it(`${template} (${rendererFor(template)}): every payload in every field comes out as escaped text`, () => {
      for (const p of PAYLOADS) {
        const markup = render(template, hostileConteudo(p), `${p} nome`);
        expectInert(markup);
        // The text is there, escaped, not dropped: the visitor sees what staff typed.
        const escaped = p
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/"/g, '&quot;')
          .replace(/'/g, '&#x27;');
        for (const field of [
          'titulo',
          'subtitulo',
          'hero',
          'cta',
          'destaques',
          'perguntas texto',
          'item 1',
          'texto 2',
          'nome',
        ]) {
          expect(markup, `${p} ${field}`).toContain(`${escaped} ${field}`);
        }
        // The professional phone carousels put a section title in an attribute (aria-label).
        if (template === 'sites-profissionais') expect(markup).toContain(`aria-label="${escaped} destaques"`);
      }
    });
  }

  it('refuses a script link as the CTA URL in the form schema, with the link message', () => {
    const v = m.landingPages.validation;
    for (const url of UNSAFE_URLS) {
      const result = ZConteudo.safeParse(hostileConteudo('Olá', url));
      expect(result.success, url).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['cta_url'], message: v.link });
      const form = ZLandingPageForm.safeParse({
        nome: 'Promoção',
        urlSlug: 'promocao',
        descricao: '',
        status: 'publicada',
        templateUsado: 'basico',
        conteudo: hostileConteudo('Olá', url),
        corPrimaria: '#3b82f6',
        corSecundaria: '#1e40af',
        fonte: 'Inter',
      });
      expect(form.success, url).toBe(false);
    }
    expect(ZConteudo.safeParse(hostileConteudo('Olá', 'https://wa.me/5511987654321')).success).toBe(true);
  });

  it('refuses markup in the colours, which reach a style attribute', () => {
    const base = {
      nome: 'Promoção',
      urlSlug: 'promocao',
      descricao: '',
      status: 'publicada',
      templateUsado: 'basico',
      conteudo: hostileConteudo('Olá'),
      corSecundaria: '#1e40af',
      fonte: 'Inter',
    };
    expect(
      ZLandingPageForm.safeParse({ ...base, corPrimaria: 'red;background:url(javascript:alert(1))' }).success,
    ).toBe(false);
    expect(ZLandingPageForm.safeParse({ ...base, corPrimaria: '"><script>alert(1)</script>' }).success).toBe(false);
  });

  for (const template of TEMPLATES) {
    it(`${template}: a script link that bypassed the schema never reaches an href`, () => {
      for (const url of UNSAFE_URLS) {
        // Stored content is read through coerceConteudo, which drops it: the CTA falls back to WhatsApp.
        const stored = coerceConteudo(hostileConteudo('Olá', url));
        expect(stored.cta_url).toBe('');
        const markup = render(template, stored);
        expectInert(markup);
        expect(markup).toContain('href="https://wa.me/5511987654321"');
        // Even handed straight to the view, the CTA link renders as "#".
        const direct = render(template, hostileConteudo('Olá', url));
        expectInert(direct);
        const ctas = tagsOf(direct).filter((t) => t.name === 'a' && 'data-cta' in t.attrs);
        expect(ctas.length).toBeGreaterThan(0);
        for (const cta of ctas) expect(cta.attrs.href).toBe('#');
      }
    });
  }
});
