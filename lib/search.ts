import { normalizeForSearch, onlyDigits } from '@/lib/text';

/** The searchable form of a row: its fields without accents or case, plus the digits of numbered ones. */
export function searchText(
  fields: Array<string | null | undefined>,
  numbered: Array<string | null | undefined> = [],
): string {
  const digits = numbered.map(onlyDigits).filter(Boolean);
  return normalizeForSearch([...fields, ...numbered, ...digits].filter(Boolean).join(' '));
}

/** Search terms as LIKE patterns: every word typed must appear, wildcards typed are taken literally. */
export function searchPatterns(query: string | null | undefined): string[] {
  return normalizeForSearch(query)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((term) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}
