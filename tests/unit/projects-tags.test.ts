import { describe, expect, it } from 'vitest';
import { parseTags, tagsToText, visibleTags } from '@/lib/projects/tags';
import { ACCENTED, PLAIN, sqlSearchForm } from '@/lib/projects/board';
import { normalizeForSearch } from '@/lib/text';

describe('tags (document 000 §5)', () => {
  it('splits by comma, trims and drops empties', () => {
    expect(parseTags(' design, seo ,, e-commerce ,')).toEqual(['design', 'seo', 'e-commerce']);
  });

  it('saves an empty list as null', () => {
    expect(parseTags('')).toBeNull();
    expect(parseTags(' , ,')).toBeNull();
    expect(parseTags(undefined)).toBeNull();
  });

  it('shows the list back comma-separated', () => {
    expect(tagsToText(['a', 'b'])).toBe('a, b');
    expect(tagsToText(null)).toBe('');
  });

  it('shows 3 tags on a card, then "+N"', () => {
    expect(visibleTags(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: 0 });
    expect(visibleTags(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });
});

describe('board search (document 000 §5, Search)', () => {
  it('maps accents in SQL the way the typed words are normalised', () => {
    for (const text of ['Padaria São João', 'AÇÃO Pública', 'Ñandú Café', 'Ótica Übel']) {
      expect(sqlSearchForm(text)).toBe(normalizeForSearch(text));
    }
    expect(ACCENTED).toHaveLength(PLAIN.length);
  });
});
