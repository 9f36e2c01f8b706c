/** Document 001 §3–§4, §9: the landing-page statuses, templates, fonts and defaults, written once. */
export const LANDING_STATUSES = ['rascunho', 'publicada', 'pausada', 'arquivada'] as const;
export type LandingStatus = (typeof LANDING_STATUSES)[number];

export const LANDING_TEMPLATES = ['basico', 'site-barato', 'sites-profissionais', 'promocional', 'captura', 'produto'] as const;
export type LandingTemplate = (typeof LANDING_TEMPLATES)[number];

export const LANDING_FONTS = ['Inter', 'Roboto', 'Open Sans', 'Poppins'] as const;
export type LandingFont = (typeof LANDING_FONTS)[number];

export const LANDING_DEFAULTS = {
  ctaText: 'Saiba Mais',
  corPrimaria: '#3b82f6',
  corSecundaria: '#1e40af',
  fonte: 'Inter' as LandingFont,
} as const;

/** The mobile carousels of the professional page advance every 3 s, 4 s and 5 s (document 001 §9). */
export const CAROUSEL_INTERVALS_MS = [3000, 4000, 5000] as const;

/** Badge variant per status (document 001 §4). */
const STATUS_STYLE: Record<LandingStatus, { label: string; variant: 'secondary' | 'default' | 'outline' | 'destructive' }> = {
  rascunho: { label: 'Rascunho', variant: 'secondary' },
  publicada: { label: 'Publicada', variant: 'default' },
  pausada: { label: 'Pausada', variant: 'outline' },
  arquivada: { label: 'Arquivada', variant: 'destructive' },
};

export function landingStatusStyle(status: string) {
  return STATUS_STYLE[status as LandingStatus] ?? { label: status, variant: 'secondary' as const };
}

const TEMPLATE_LABELS: Record<LandingTemplate, string> = {
  basico: 'Básico',
  'site-barato': 'Site Barato',
  'sites-profissionais': 'Sites Profissionais',
  promocional: 'Promocional',
  captura: 'Captura de Leads',
  produto: 'Produto',
};

export function landingTemplateLabel(template: string): string {
  return TEMPLATE_LABELS[template as LandingTemplate] ?? template;
}

/** Which of the three public renderers draws a template (document 001 §2.15). */
export function rendererFor(template: string): 'profissional' | 'barato' | 'simples' {
  if (template === 'sites-profissionais') return 'profissional';
  if (template === 'site-barato') return 'barato';
  return 'simples';
}

/** Only publicada is publicly viewable (document 001 §4). */
export const isPublicStatus = (status: string) => status === 'publicada';

/** The CSS font stack for a page's font; all four are self-hosted (app/fonts.ts, app/landing-fonts.ts). */
export function fontStack(font: string): string {
  const fallback = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Arial, sans-serif';
  if (font === 'Roboto') return `var(--font-roboto), Roboto, ${fallback}`;
  if (font === 'Open Sans') return `var(--font-open-sans), "Open Sans", ${fallback}`;
  if (font === 'Poppins') return `var(--font-poppins), Poppins, ${fallback}`;
  return `var(--font-lp-inter), Inter, ${fallback}`;
}
