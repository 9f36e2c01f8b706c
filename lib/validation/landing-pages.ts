import { z } from '@/lib/zod';
import { isSafeHref } from '@/lib/landing-pages/links';
import { LANDING_DEFAULTS, LANDING_FONTS, LANDING_STATUSES, LANDING_TEMPLATES } from '@/lib/landing-pages/rules';
import { m } from '@/lib/messages';
import { SLUG_PATTERN } from '@/lib/slug';

const v = m.landingPages.validation;
const text = (max: number) => z.string().trim().max(max, v.tooLong);
const color = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, v.cor)
  .transform((s) => s.toLowerCase());

export const SECTION_TYPES = ['destaques', 'passos', 'depoimentos', 'perguntas', 'texto'] as const;
export type SectionType = (typeof SECTION_TYPES)[number];

export const ZSectionItem = z.object({ titulo: text(200), texto: text(1000) });
export const ZSection = z.object({
  tipo: z.enum(SECTION_TYPES, v.invalida),
  titulo: text(200),
  texto: text(2000),
  itens: z.array(ZSectionItem).max(12, v.tooMany),
});
export type TSection = z.output<typeof ZSection>;

/** Document 001 §3, conteudo: plain text everywhere (React escapes it), links kept to safe schemes. */
export const ZConteudo = z.object({
  titulo: text(200),
  subtitulo: text(300),
  hero_text: text(2000),
  cta_text: text(60).transform((s) => s || LANDING_DEFAULTS.ctaText),
  cta_url: text(2000).refine((s) => s === '' || isSafeHref(s), v.link),
  secoes: z.array(ZSection).max(20, v.tooMany),
});
export type TConteudo = z.output<typeof ZConteudo>;

/** The editor's form (document 001 §2.14, §5), shared by the form and its actions. */
export const ZLandingPageForm = z.object({
  nome: text(200).min(1, v.nome),
  urlSlug: z.string().trim().toLowerCase().min(1, v.urlSlug).max(80, v.tooLong).regex(SLUG_PATTERN, v.urlSlugPattern),
  descricao: text(500),
  status: z.enum(LANDING_STATUSES, v.status),
  templateUsado: z.enum(LANDING_TEMPLATES, v.template),
  conteudo: ZConteudo,
  corPrimaria: color,
  corSecundaria: color,
  fonte: z.enum(LANDING_FONTS, v.fonte),
});
export type TLandingPageFormInput = z.input<typeof ZLandingPageForm>;
export type TLandingPageForm = z.output<typeof ZLandingPageForm>;

export const ZLandingPageUpdate = z.object({ id: z.uuid(v.invalida) }).and(ZLandingPageForm);
