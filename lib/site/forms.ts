import { SERVICE_TAGS } from '@/content/types';
import { m } from '@/lib/messages';
import { z } from '@/lib/zod';
import { UPLOADED_IMAGE } from './content';
import { MAX_PROJECT_IMAGES } from './images';

/** The /configuracoes/site forms' schemas, shared by the forms and their actions (server/site/actions.ts). */
const v = m.siteSettings.validation;

const text = (message: string, max: number, min = 1) => z.string().trim().min(min, message).max(max, message);

/** One item per line (or per comma), trimmed, empties dropped. */
export const splitList = (value: string, by: 'line' | 'comma') =>
  value
    .split(by === 'line' ? /\r?\n/ : ',')
    .map((s) => s.trim())
    .filter(Boolean);

const list = (by: 'line' | 'comma') =>
  z
    .string()
    .max(5000, v.list)
    .transform((s) => splitList(s, by))
    .refine((items) => items.length <= 20 && items.every((i) => i.length <= 120), v.list);

export const ZHeroForm = z.object({
  frases: z
    .string()
    .max(2000, v.phrases)
    .transform((s) => splitList(s, 'line'))
    .refine((items) => items.length >= 1 && items.length <= 12 && items.every((i) => i.length <= 60), v.phrases),
});

/** The hero lines' limits (D261): the schema's, which the form's fields show before saving. */
export const HERO_LIMITS = {
  eyebrow: 60,
  title: 40,
  titleEnd: 80,
  subtitle: 240,
  statValue: 30,
  statLabel: 60,
} as const;

/**
 * The hero's lines and statistics (D261). The line above the title and the title's end may be empty (the site then
 * draws nothing there); the title's start, the subtitle and every statistic's value and label are required, a hidden
 * statistic included, so that showing it again shows a whole one.
 */
export const ZHeroTextForm = z.object({
  eyebrow: text(v.heroEyebrow, HERO_LIMITS.eyebrow, 0),
  title: text(v.heroTitle, HERO_LIMITS.title),
  titleEnd: text(v.heroTitleEnd, HERO_LIMITS.titleEnd, 0),
  subtitle: text(v.heroSubtitle, HERO_LIMITS.subtitle),
  stats: z
    .array(
      z.object({
        value: text(v.heroStatValue, HERO_LIMITS.statValue),
        label: text(v.heroStatLabel, HERO_LIMITS.statLabel),
        hidden: z.boolean(),
      }),
    )
    .length(3, v.heroStats),
});
export type THeroTextForm = z.input<typeof ZHeroTextForm>;

/** "Ocultar todos os exemplos" and "Marcar como revisado" take nothing (D260, D262). */
export const ZNoInput = z.object({});

export const SERVICE_SLUGS = [
  'sites-institucionais',
  'e-commerce',
  'landing-pages',
  'aplicacoes-web',
  'seo-marketing',
  'automacao-chatbots',
] as const;

export const ZServiceForm = z.object({
  slug: z.enum(SERVICE_SLUGS, v.service),
  title: text(v.cardTitle, 60),
  description: text(v.cardDescription, 240),
  pageTitle: text(v.pageTitle, 120),
  pageSubtitle: text(v.pageSubtitle, 60),
  pageDescription: text(v.pageDescription, 400),
});
export type TServiceForm = z.input<typeof ZServiceForm>;

export const ZProjectForm = z.object({
  /** Empty for a new project. */
  id: z.string().regex(/^(\d{1,6})?$/, v.project),
  title: text(v.title, 120),
  description: text(v.description, 300),
  client: text(v.client, 120, 0),
  year: z.coerce.number(v.year).int(v.year).min(1990, v.year).max(2100, v.year),
  tags: z.array(z.enum(SERVICE_TAGS, v.tags)).min(1, v.tags).max(6, v.tags),
  detailedDescription: text(v.detailedDescription, 5000, 0),
  technologies: list('comma'),
  features: list('line'),
  achievements: list('line'),
  websiteUrl: z
    .string()
    .trim()
    .max(300, v.websiteUrl)
    .refine((s) => s === '' || /^https?:\/\/[^\s]+\.[^\s]+$/.test(s), v.websiteUrl),
  images: z.array(z.string().regex(UPLOADED_IMAGE, v.images)).max(MAX_PROJECT_IMAGES, v.images),
  hidden: z.boolean(),
});
export type TProjectForm = z.input<typeof ZProjectForm>;

export const ZProjectMove = z.object({
  id: z.string().regex(/^\d{1,6}$/, v.project),
  direction: z.enum(['up', 'down']),
});
export const ZProjectVisibility = z.object({ id: z.string().regex(/^\d{1,6}$/, v.project), hidden: z.boolean() });
export const ZProjectDelete = z.object({ id: z.string().regex(/^\d{1,6}$/, v.project) });

const slide = z.object({
  eyebrow: text(v.promo, 60),
  title: text(v.promo, 80),
  text: text(v.promo, 240),
  cta: text(v.promo, 60),
});
export const ZPromoForm = z.object({ slides: z.array(slide).length(3, v.promo) });
export type TPromoForm = z.input<typeof ZPromoForm>;
