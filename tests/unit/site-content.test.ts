import { describe, expect, it } from 'vitest';
import { HERO_PHRASES } from '@/content/hero';
import { PROCESS_STEPS } from '@/content/process';
import { PROMO_SLIDES } from '@/content/promo';
import { SERVICE_PAGES, getServicePage } from '@/content/service-pages';
import { SERVICES } from '@/content/services';
import { AGENCY_DEFAULTS, getAgency, telLink, whatsappLink } from '@/lib/agency';
import { ROUTE_REDIRECTS } from '@/lib/routes';
import { DISALLOWED_PATHS } from '@/app/robots';

describe('home content (document 000 §2.3, §9)', () => {
  it('has six services linking to their canonical pages', () => {
    expect(SERVICES.map((s) => s.href)).toEqual([
      '/servicos/sites-institucionais',
      '/servicos/e-commerce',
      '/servicos/landing-pages',
      '/servicos/aplicacoes-web',
      '/servicos/seo-marketing',
      '/servicos/automacao-chatbots',
    ]);
    for (const s of SERVICES) expect(s.title && s.description && s.icon && s.colour).toBeTruthy();
  });

  it('has the four Como Trabalhamos steps in order', () => {
    expect(PROCESS_STEPS.map((s) => [s.number, s.title])).toEqual([
      [1, 'Briefing & Planejamento'],
      [2, 'Design & Protótipo'],
      [3, 'Desenvolvimento'],
      [4, 'Lançamento & Suporte'],
    ]);
  });

  it('has eight hero phrases and three promo slides', () => {
    expect(HERO_PHRASES).toHaveLength(8);
    expect(PROMO_SLIDES.map((s) => s.eyebrow)).toEqual([
      'Designs exclusivos',
      'Processo personalizado',
      'Garantia de originalidade',
    ]);
  });
});

describe('service pages (document 001 §2.16, §9)', () => {
  it('has one page per service with benefits, process and FAQ', () => {
    expect(Object.keys(SERVICE_PAGES).sort()).toEqual(SERVICES.map((s) => s.slug).sort());
    for (const page of Object.values(SERVICE_PAGES)) {
      expect(page.benefits.length).toBeGreaterThanOrEqual(3);
      expect(page.process.length).toBeGreaterThanOrEqual(3);
      expect(page.faq.length).toBeGreaterThanOrEqual(3);
    }
    expect(getServicePage('ecommerce')).toBeUndefined();
    expect(getServicePage('constructor')).toBeUndefined();
  });

  it('gives the FAQ timelines of the document', () => {
    const answers = (slug: keyof typeof SERVICE_PAGES) => SERVICE_PAGES[slug].faq.map((f) => f.answer).join(' ');
    expect(answers('sites-institucionais')).toContain('30 a 60 dias');
    expect(answers('landing-pages')).toContain('1 a 3 semanas');
    expect(answers('aplicacoes-web')).toContain('2 a 6 meses');
    expect(answers('seo-marketing')).toMatch(/3 a 6 meses.*6 e 12 meses/);
  });

  it('redirects /servicos/ecommerce to the canonical /servicos/e-commerce (D1)', () => {
    expect(ROUTE_REDIRECTS).toContainEqual({ source: '/servicos/ecommerce', destination: '/servicos/e-commerce' });
  });
});

describe('agency contact values (ARCHITECTURE.md, Environment)', () => {
  it('uses demo defaults and takes the environment when set', () => {
    expect(getAgency({})).toEqual(AGENCY_DEFAULTS);
    expect(
      getAgency({
        AGENCY_NAME: 'Estúdio X',
        AGENCY_EMAIL: 'oi@x.dev',
        AGENCY_PHONE: '(21) 3333-4444',
        AGENCY_WHATSAPP: '+55 (21) 99999-0000',
      }),
    ).toMatchObject({
      name: 'Estúdio X',
      email: 'oi@x.dev',
      phone: '(21) 3333-4444',
      whatsapp: '5521999990000',
      hours: 'Segunda a Sexta, 9:00 às 18:00',
    });
  });

  it('builds WhatsApp and phone links', () => {
    expect(whatsappLink(AGENCY_DEFAULTS, 'Olá!')).toBe('https://wa.me/5511987654321?text=Ol%C3%A1!');
    expect(telLink('(11) 98765-4321')).toBe('tel:+5511987654321');
  });
});

describe('robots', () => {
  it('keeps staff and link pages out of search engines', () => {
    for (const path of ['/clientes', '/contatos', '/proposta/', '/p/', '/c/', '/assinar/', '/pagamento', '/auth'])
      expect(DISALLOWED_PATHS).toContain(path);
    expect(DISALLOWED_PATHS).not.toContain('/projeto/');
    // Published landing pages are campaign pages, open to search engines.
    expect(DISALLOWED_PATHS).not.toContain('/lp/');
  });
});
