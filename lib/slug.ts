import { normalizeForSearch } from '@/lib/text';

const SUFFIX_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** DECISIONS D8: lower case, accents removed, punctuation removed, spaces to hyphens. */
export function slugify(text: string): string {
  return normalizeForSearch(text)
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
    .replace(/-$/, '');
}

/** Six random lower-case letters and digits (document 000 §9, slug suffix). */
export function randomSuffix(length = 6, random: () => number = Math.random): string {
  let out = '';
  for (let i = 0; i < length; i++) out += SUFFIX_ALPHABET[Math.floor(random() * SUFFIX_ALPHABET.length)];
  return out;
}

/** "Site Padaria São João" → "site-padaria-sao-joao-x1y2z3". */
export function slugWithSuffix(text: string, random?: () => number): string {
  const base = slugify(text);
  return base ? `${base}-${randomSuffix(6, random)}` : randomSuffix(6, random);
}

/** A slug typed by staff: the same alphabet, no leading or trailing hyphen. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
