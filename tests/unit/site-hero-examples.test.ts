import { describe, expect, it } from 'vitest';
import { HERO_TEXT } from '@/content/hero';
import { PORTFOLIO } from '@/content/portfolio';
import { m } from '@/lib/messages';
import {
  defaultSiteContent,
  isExampleProject,
  readSiteContent,
  siteReviewDone,
  visibleExampleIds,
  type SiteContent,
} from '@/lib/site/content';
import { HERO_LIMITS, ZHeroTextForm, type THeroTextForm } from '@/lib/site/forms';
import messages from '@/messages';

const v = m.siteSettings.validation;

const heroForm = (patch: Partial<THeroTextForm> = {}): THeroTextForm => ({
  eyebrow: HERO_TEXT.eyebrow,
  title: HERO_TEXT.title,
  titleEnd: HERO_TEXT.titleEnd,
  subtitle: HERO_TEXT.subtitle,
  stats: HERO_TEXT.stats.map((s) => ({ ...s })),
  ...patch,
});

const refusal = (input: unknown) => {
  const parsed = ZHeroTextForm.safeParse(input);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe("the hero's lines and statistics: the documents' defaults (D261)", () => {
  it('are the texts the home showed, carrying document 001 §9 marketing claims', () => {
    expect(HERO_TEXT).toEqual({
      eyebrow: 'Agência de desenvolvimento web',
      title: 'Criamos',
      titleEnd: 'que fazem sua empresa crescer',
      subtitle:
        'Design exclusivo, tecnologia moderna e foco em resultado: do primeiro rascunho ao suporte depois do lançamento.',
      stats: [
        { value: '200+', label: 'clientes satisfeitos', hidden: false },
        { value: 'até 15 dias úteis', label: 'para entregar seu site', hidden: false },
        { value: '12 meses', label: 'de suporte incluído', hidden: false },
      ],
    });
    expect(defaultSiteContent().hero).toEqual(HERO_TEXT);
  });

  it("keep document 000 §2.3's buttons in the catalogue, and the hero lines only in content/hero.ts", () => {
    expect(messages.site.hero).toEqual({ viewPortfolio: 'Ver Portfólio', requestQuote: 'Solicitar Orçamento' });
  });

  it('are accepted by the form schema as they are (each within its limit)', () => {
    expect(ZHeroTextForm.parse(heroForm())).toEqual(heroForm());
  });
});

describe('the hero form schema (D261)', () => {
  it('trims, and allows the line above the title and the title end to be empty', () => {
    const parsed = ZHeroTextForm.parse(heroForm({ eyebrow: '  ', titleEnd: '', title: '  Fazemos  ' }));
    expect(parsed).toMatchObject({ eyebrow: '', titleEnd: '', title: 'Fazemos' });
  });

  it('refuses each line past its limit, with its own Portuguese message', () => {
    const x = (n: number) => 'x'.repeat(n);
    expect(refusal(heroForm({ eyebrow: x(HERO_LIMITS.eyebrow + 1) }))).toBe(v.heroEyebrow);
    expect(refusal(heroForm({ title: x(HERO_LIMITS.title + 1) }))).toBe(v.heroTitle);
    expect(refusal(heroForm({ titleEnd: x(HERO_LIMITS.titleEnd + 1) }))).toBe(v.heroTitleEnd);
    expect(refusal(heroForm({ subtitle: x(HERO_LIMITS.subtitle + 1) }))).toBe(v.heroSubtitle);
    const stats = heroForm().stats;
    expect(
      refusal(heroForm({ stats: [{ ...stats[0], value: x(HERO_LIMITS.statValue + 1) }, stats[1], stats[2]] })),
    ).toBe(v.heroStatValue);
    expect(
      refusal(heroForm({ stats: [stats[0], { ...stats[1], label: x(HERO_LIMITS.statLabel + 1) }, stats[2]] })),
    ).toBe(v.heroStatLabel);
    expect(refusal(heroForm({ title: x(HERO_LIMITS.title) }))).toBeNull();
    expect(refusal(heroForm({ subtitle: x(HERO_LIMITS.subtitle) }))).toBeNull();
  });

  it('refuses an empty title, an empty subtitle and a hidden statistic without its text', () => {
    expect(refusal(heroForm({ title: ' ' }))).toBe(v.heroTitle);
    expect(refusal(heroForm({ subtitle: '' }))).toBe(v.heroSubtitle);
    const stats = heroForm().stats;
    expect(refusal(heroForm({ stats: [{ value: '', label: 'x', hidden: true }, stats[1], stats[2]] }))).toBe(
      v.heroStatValue,
    );
  });

  it('takes exactly three statistics', () => {
    expect(refusal(heroForm({ stats: heroForm().stats.slice(0, 2) }))).toBe(v.heroStats);
    expect(refusal(heroForm({ stats: [...heroForm().stats, heroForm().stats[0]] }))).toBe(v.heroStats);
  });
});

describe('the stored hero, read against the defaults (D105, D261)', () => {
  it('keeps a saved hero and falls back alone when it no longer parses', () => {
    const hero = { ...HERO_TEXT, title: 'Fazemos', stats: HERO_TEXT.stats.map((s, i) => ({ ...s, hidden: i === 0 })) };
    expect(readSiteContent({ hero, heroSaved: true })).toMatchObject({ hero, heroSaved: true, reviewed: false });
    const broken = readSiteContent({ hero: { ...hero, stats: [] }, heroPhrases: ['Sites'] });
    expect(broken.hero).toEqual(HERO_TEXT);
    expect(broken.heroPhrases).toEqual(['Sites']);
    expect(readSiteContent({ heroSaved: 'sim', reviewed: 1 })).toMatchObject({ heroSaved: false, reviewed: false });
  });
});

describe('example projects (D260)', () => {
  it("are the documents' 21 projects on a new install, hidden or not", () => {
    const d = defaultSiteContent();
    expect(d.projects.map((p) => p.id)).toEqual(PORTFOLIO.map((p) => p.id));
    expect(d.projects.every(isExampleProject)).toBe(true);
    expect(visibleExampleIds(d)).toHaveLength(21);
    expect(isExampleProject({ ...d.projects[0], hidden: true })).toBe(true);
  });

  it('stop being examples once the agency made them its own, and a new project never is one', () => {
    const [p] = defaultSiteContent().projects;
    expect(isExampleProject({ ...p, title: 'Padaria Pão Quente' })).toBe(false);
    expect(isExampleProject({ ...p, client: 'Outro cliente' })).toBe(false);
    expect(isExampleProject({ ...p, features: [...p.features, 'Cardápio'] })).toBe(false);
    expect(isExampleProject({ ...p, images: ['/imagens/site/00000000-0000-0000-0000-000000000000'] })).toBe(false);
    expect(isExampleProject({ ...p, id: '22' })).toBe(false);
  });
});

describe('"Revisar portfólio e página inicial" (D262)', () => {
  const d = defaultSiteContent();
  const noExamples: SiteContent = { ...d, projects: d.projects.map((p) => ({ ...p, hidden: true })) };

  it('is to do on a new install, and while an example shows or the hero is not saved', () => {
    expect(siteReviewDone(d)).toBe(false);
    expect(siteReviewDone({ ...d, heroSaved: true })).toBe(false);
    expect(siteReviewDone(noExamples)).toBe(false);
    const oneLeft = {
      ...noExamples,
      heroSaved: true,
      projects: noExamples.projects.map((p, i) => ({ ...p, hidden: i > 0 })),
    };
    expect(siteReviewDone(oneLeft)).toBe(false);
  });

  it('is done once no example shows and the hero was saved, or when marked reviewed', () => {
    expect(siteReviewDone({ ...noExamples, heroSaved: true })).toBe(true);
    expect(siteReviewDone({ ...d, projects: [], heroSaved: true })).toBe(true);
    expect(siteReviewDone({ ...d, reviewed: true })).toBe(true);
  });
});
