/**
 * The agency's colour (D274): what the pages, e-mails and PDFs paint with it, and whether it can be read. WCAG 2's
 * relative luminance and contrast ratio; a brand colour must reach 3:1 against white (the pages' background), the
 * minimum for buttons, links in bold and large text, or the form refuses it.
 */
export const MIN_BRAND_CONTRAST = 3;
/** The product's own indigo (the theme's primary), until the agency picks its colour. */
export const DEFAULT_BRAND_COLOR = '#3b3bd6';
const WHITE = '#ffffff';
const INK = '#111827';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a #RRGGBB colour, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The contrast of the colour with the pages' white background. */
export const contrastOnWhite = (hex: string) => contrastRatio(hex, WHITE);

/** The text colour on a surface of the brand colour: white or near-black, whichever reads better. */
export function readableOn(hex: string): string {
  return contrastRatio(hex, WHITE) >= contrastRatio(hex, INK) ? WHITE : INK;
}

export const isHexColor = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

/** "4,5:1", as the form shows it. */
export const formatRatio = (ratio: number) =>
  `${(Math.floor(ratio * 10) / 10).toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}:1`;
