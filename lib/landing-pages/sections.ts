import type { TSection } from '@/lib/validation/landing-pages';
import { CAROUSEL_INTERVALS_MS } from './rules';

/** Sections whose cards can slide: more than one item, and not the FAQ or plain text. */
export const isCarouselSection = (section: TSection) =>
  section.itens.length > 1 && ['destaques', 'passos', 'depoimentos'].includes(section.tipo);

/**
 * The professional page on phones (document 001 §2.15, §9): the first three sections that can slide
 * become carousels advancing every 3 s, 4 s and 5 s; the others stay grids (null).
 */
export function carouselIntervals(sections: TSection[]): Array<number | null> {
  let next = 0;
  return sections.map((s) =>
    isCarouselSection(s) && next < CAROUSEL_INTERVALS_MS.length ? CAROUSEL_INTERVALS_MS[next++] : null,
  );
}
