import { HERO_PHRASES, HERO_TEXT } from '@/content/hero';
import { PORTFOLIO } from '@/content/portfolio';
import { PROMO_SLIDES } from '@/content/promo';
import { SERVICE_PAGES } from '@/content/service-pages';
import { SERVICES } from '@/content/services';
import { SERVICE_TAGS, type ServiceSlug } from '@/content/types';
import { z } from '@/lib/zod';

/**
 * The public site's editable content (D105): the settings section `site`. What the
 * documents give (document 000 §2.3, §2.10; document 001 §2.16), today in content/, is the default of a new
 * install, so the site reads as the documents describe until the agency saves its own. The stored value is read
 * field by field with `.catch`: a row that no longer parses falls back to the default, never breaks a page.
 */
export const SITE_SECTION = 'site';

/** An uploaded picture: its stored sizes are `{path}-{width}.webp` (lib/site/images.ts). */
export const UPLOADED_IMAGE = /^\/imagens\/site\/[a-f0-9-]{36}$/;

export const ZServiceText = z.object({
  title: z.string(),
  description: z.string(),
  pageTitle: z.string(),
  pageSubtitle: z.string(),
  pageDescription: z.string(),
});
export type ServiceText = z.output<typeof ZServiceText>;

export const ZSiteProject = z.object({
  id: z.string().regex(/^\d{1,6}$/),
  title: z.string(),
  description: z.string(),
  client: z.string(),
  year: z.number().int(),
  tags: z.array(z.enum(SERVICE_TAGS)).min(1),
  detailedDescription: z.string(),
  technologies: z.array(z.string()),
  features: z.array(z.string()),
  achievements: z.array(z.string()),
  websiteUrl: z.string(),
  /** Uploaded pictures; a built-in project without any keeps its five illustrations (document 000 §9). */
  images: z.array(z.string().regex(UPLOADED_IMAGE)),
  hidden: z.boolean(),
});
export type SiteProject = z.output<typeof ZSiteProject>;

export const ZPromoText = z.object({ eyebrow: z.string(), title: z.string(), text: z.string(), cta: z.string() });

/** The hero's lines around the typing phrases and its three statistics (D261); a hidden statistic is not drawn. */
export const ZHeroText = z.object({
  eyebrow: z.string(),
  title: z.string(),
  titleEnd: z.string(),
  subtitle: z.string(),
  stats: z
    .array(z.object({ value: z.string(), label: z.string(), hidden: z.boolean() }))
    .length(HERO_TEXT.stats.length),
});
export type HeroText = z.output<typeof ZHeroText>;

export type SiteContent = {
  heroPhrases: string[];
  hero: HeroText;
  services: Record<ServiceSlug, ServiceText>;
  projects: SiteProject[];
  promo: Array<z.output<typeof ZPromoText>>;
  /**
   * The first-run review of the portfolio and the home page (D262): `heroSaved` once the agency saved the hero's
   * lines, `reviewed` once it said, in the site editor, that what the site shows is its own.
   */
  heroSaved: boolean;
  reviewed: boolean;
};

/** The built-in projects' ids ("1" to "21"): they have illustrations under public/images/portfolio. */
export const BUILT_IN_IDS = new Set(PORTFOLIO.map((p) => p.id));

export function defaultSiteContent(): SiteContent {
  return {
    heroPhrases: [...HERO_PHRASES],
    hero: { ...HERO_TEXT, stats: HERO_TEXT.stats.map((stat) => ({ ...stat })) },
    services: Object.fromEntries(
      SERVICES.map((s) => {
        const page = SERVICE_PAGES[s.slug];
        return [
          s.slug,
          {
            title: s.title,
            description: s.description,
            pageTitle: page.title,
            pageSubtitle: page.subtitle,
            pageDescription: page.description,
          },
        ];
      }),
    ) as Record<ServiceSlug, ServiceText>,
    projects: PORTFOLIO.map((p) => ({
      id: p.id,
      title: p.title,
      description: p.description,
      client: p.client,
      year: p.year,
      tags: [...p.tags],
      detailedDescription: p.detailedDescription,
      technologies: [...p.technologies],
      features: [...(p.features ?? [])],
      achievements: [...(p.achievements ?? [])],
      websiteUrl: p.websiteUrl,
      images: [],
      hidden: false,
    })),
    promo: PROMO_SLIDES.map(({ eyebrow, title, text, cta }) => ({ eyebrow, title, text, cta })),
    heroSaved: false,
    reviewed: false,
  };
}

/** A stored section read against the defaults, part by part (a broken part falls back alone). */
export function readSiteContent(stored: unknown): SiteContent {
  const d = defaultSiteContent();
  const raw = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const services = { ...d.services };
  const storedServices = (raw.services && typeof raw.services === 'object' ? raw.services : {}) as Record<
    string,
    unknown
  >;
  for (const slug of Object.keys(services) as ServiceSlug[]) {
    const parsed = ZServiceText.safeParse(storedServices[slug]);
    if (parsed.success) services[slug] = parsed.data;
  }
  const phrases = z.array(z.string()).min(1).safeParse(raw.heroPhrases);
  const projects = z.array(ZSiteProject).safeParse(raw.projects);
  const promo = z.array(ZPromoText).length(d.promo.length).safeParse(raw.promo);
  const hero = ZHeroText.safeParse(raw.hero);
  return {
    heroPhrases: phrases.success ? phrases.data : d.heroPhrases,
    hero: hero.success ? hero.data : d.hero,
    services,
    projects: projects.success ? projects.data : d.projects,
    promo: promo.success ? promo.data : d.promo,
    heroSaved: raw.heroSaved === true,
    reviewed: raw.reviewed === true,
  };
}

const DEFAULT_PROJECTS = new Map(defaultSiteContent().projects.map((p) => [p.id, p]));

/**
 * An example project (D260): one of the documents' 21, still as the documents give it (the same texts, no picture
 * of the agency's own). One the agency rewrote into its own work, or gave pictures, is its own and no example
 * any more; its visibility and place in the list do not count.
 */
export function isExampleProject(p: SiteProject): boolean {
  const d = DEFAULT_PROJECTS.get(p.id);
  if (!d || p.images.length > 0) return false;
  const same = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
  return (
    p.title === d.title &&
    p.description === d.description &&
    p.client === d.client &&
    p.year === d.year &&
    p.detailedDescription === d.detailedDescription &&
    p.websiteUrl === d.websiteUrl &&
    same(p.tags, d.tags) &&
    same(p.technologies, d.technologies) &&
    same(p.features, d.features) &&
    same(p.achievements, d.achievements)
  );
}

/** The example projects the public site still shows (D260). */
export const visibleExampleIds = (content: SiteContent): string[] =>
  content.projects.filter((p) => !p.hidden && isExampleProject(p)).map((p) => p.id);

/**
 * "Revisar portfólio e página inicial" is done (D262) when the site shows no example project and the agency saved
 * the hero's lines (its claims are the documents' until then), or when it marked the review done.
 */
export const siteReviewDone = (content: SiteContent): boolean =>
  content.reviewed || (content.heroSaved && visibleExampleIds(content).length === 0);

/** The next free project id: one more than the highest ever used (hidden ones keep theirs). */
export function nextProjectId(projects: readonly SiteProject[]): string {
  return String(Math.max(0, ...projects.map((p) => Number(p.id))) + 1);
}

/** Moves a project one place up (-1) or down (+1); the ends stay put. */
export function moveProject(projects: readonly SiteProject[], id: string, step: -1 | 1): SiteProject[] {
  const list = [...projects];
  const i = list.findIndex((p) => p.id === id);
  const j = i + step;
  if (i < 0 || j < 0 || j >= list.length) return list;
  [list[i], list[j]] = [list[j], list[i]];
  return list;
}
