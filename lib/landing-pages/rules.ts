/** Document 001 §3–§4, §9: the landing-page statuses, templates, fonts and defaults, written once. */
export const LANDING_STATUSES = ['rascunho', 'publicada', 'pausada', 'arquivada'] as const;
export type LandingStatus = (typeof LANDING_STATUSES)[number];

export const LANDING_TEMPLATES = [
  'basico',
  'site-barato',
  'sites-profissionais',
  'promocional',
  'captura',
  'produto',
] as const;
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
const STATUS_STYLE: Record<
  LandingStatus,
  { label: string; variant: 'secondary' | 'default' | 'outline' | 'destructive' }
> = {
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

/** The landing pages' fonts (document 001 §9): the family of each in components/landing-pages/public/landing-fonts.css and its files in public/fonts. */
const FONT_FACES: Record<LandingFont, { family: string; system: string; files: readonly string[] }> = {
  Inter: { family: 'LP Inter', system: 'Inter', files: ['inter-latin-wght-normal.woff2'] },
  Roboto: { family: 'LP Roboto', system: 'Roboto', files: ['roboto-latin-wght-normal.woff2'] },
  'Open Sans': { family: 'LP Open Sans', system: '"Open Sans"', files: ['open-sans-latin-wght-normal.woff2'] },
  Poppins: {
    family: 'LP Poppins',
    system: 'Poppins',
    files: [400, 600, 700, 800].map((w) => `poppins-latin-${w}-normal.woff2`),
  },
};

const landingFont = (font: string) => FONT_FACES[font as LandingFont] ?? FONT_FACES.Inter;

/** The CSS font stack for a page's font: the self-hosted face, its resized Arial, the font installed on the device, then the system's. */
export function fontStack(font: string): string {
  const f = landingFont(font);
  return `"${f.family}", "${f.family} Fallback", ${f.system}, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Arial, sans-serif`;
}

/** The files a public page preloads for its font (only those: a page never downloads the other fonts). */
export function landingFontFiles(font: string): string[] {
  return landingFont(font).files.map((file) => `/fonts/${file}`);
}
