import type { TConteudo } from '@/lib/validation/landing-pages';

/** What the three renderers draw: the public page and the editor's live preview give the same shape. */
export type LandingViewData = {
  nome: string;
  templateUsado: string;
  conteudo: TConteudo;
  corPrimaria: string;
  corSecundaria: string;
  fonte: string;
};

export type LandingViewProps = {
  page: LandingViewData;
  /** The CTA's link when the page has none: the agency's WhatsApp (document 001 §3). */
  ctaFallback: string;
  /** Counts conversions for this slug; null in the editor's preview. */
  slug: string | null;
  texts: { whatsapp: string; rights: string };
  /** The editor's preview: no page-height minimum, and the preview draws the floating button itself. */
  isPreview?: boolean;
};
