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

/**
 * One unbiased index into the alphabet from the platform's cryptographic source (Node and browsers):
 * a link's slug is its only secret (D47), so Math.random is never used.
 */
function cryptoIndex(): number {
  const byte = new Uint8Array(1);
  // 252 = 7 × 36: bytes above it would favour the first letters.
  do globalThis.crypto.getRandomValues(byte);
  while (byte[0] >= 252);
  return byte[0] % SUFFIX_ALPHABET.length;
}

/**
 * Random lower-case letters and digits (document 000 §9, slug suffix), with at least one digit so
 * that hasRandomPart() recognises it. `random` is for tests only.
 */
export function randomSuffix(length = 6, random?: () => number): string {
  const next = random ? () => Math.floor(random() * SUFFIX_ALPHABET.length) : cryptoIndex;
  let out = '';
  for (let i = 0; i < length; i++) out += SUFFIX_ALPHABET[next()];
  if (/\d/.test(out)) return out;
  // No digit drawn (about one time in seven): the last character becomes a random digit.
  return out.slice(0, -1) + String(next() % 10);
}

/** "Site Padaria São João" → "site-padaria-sao-joao-x1y2z3". */
export function slugWithSuffix(text: string, random?: () => number): string {
  const base = slugify(text);
  return base ? `${base}-${randomSuffix(6, random)}` : randomSuffix(6, random);
}

/** A slug that already ends with a random-looking part: six or more letters and digits, one a digit at least. */
export function hasRandomPart(slug: string): boolean {
  const last = slug.split('-').at(-1) ?? '';
  return slug.includes('-') && /^[a-z0-9]{6,}$/.test(last) && /\d/.test(last);
}

/**
 * D47: a proposal slug typed by staff keeps its words but gets the random 6-character
 * suffix of D8 when it has none, so that no proposal link can be guessed from its name.
 */
export function withRandomPart(slug: string, maxLength = 80): string {
  if (hasRandomPart(slug)) return slug;
  const base = slug.slice(0, maxLength - 7).replace(/-+$/, '');
  return base ? `${base}-${randomSuffix()}` : randomSuffix();
}

/** A slug typed by staff: the same alphabet, no leading or trailing hyphen. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
