import { type TConteudo, type TSection, SECTION_TYPES, type SectionType } from '@/lib/validation/landing-pages';
import { isSafeHref } from './links';
import { LANDING_DEFAULTS } from './rules';

const str = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);

function coerceSection(value: unknown): TSection | null {
  if (!value || typeof value !== 'object') return null;
  const s = value as Record<string, unknown>;
  const tipo = SECTION_TYPES.includes(s.tipo as SectionType) ? (s.tipo as SectionType) : 'texto';
  const itens = Array.isArray(s.itens)
    ? s.itens
        .filter((i): i is Record<string, unknown> => !!i && typeof i === 'object')
        .map((i) => ({ titulo: str(i.titulo), texto: str(i.texto) }))
    : [];
  return { tipo, titulo: str(s.titulo), texto: str(s.texto), itens };
}

/**
 * Stored conteudo as the pages use it (ARCHITECTURE.md, Data rules): wrong types fall back to the
 * defaults, and an unsafe stored link is dropped rather than shown.
 */
export function coerceConteudo(value: unknown): TConteudo {
  const c = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const ctaUrl = str(c.cta_url);
  return {
    titulo: str(c.titulo),
    subtitulo: str(c.subtitulo),
    hero_text: str(c.hero_text),
    cta_text: str(c.cta_text) || LANDING_DEFAULTS.ctaText,
    cta_url: isSafeHref(ctaUrl) ? ctaUrl : '',
    secoes: Array.isArray(c.secoes) ? c.secoes.map(coerceSection).filter((s): s is TSection => s !== null) : [],
  };
}

/** The default CTA: the agency's WhatsApp with a preset message (document 001 §3). */
export const CTA_WHATSAPP_MESSAGE = 'Olá! Vi a landing page de vocês e quero saber mais sobre criar o meu site.';
