import { describe, expect, it } from 'vitest';
import { parseTags, tagsToText, visibleTags } from '@/lib/projects/tags';
import { matchesSearch, searchKey } from '@/lib/projects/board';

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
  const key = searchKey({ name: 'Loja Virtual', clientName: 'Padaria São João', description: 'Catálogo de pães' });
  it('matches name, client_name and description without case or accents', () => {
    expect(matchesSearch(key, 'LOJA')).toBe(true);
    expect(matchesSearch(key, 'sao joao')).toBe(true);
    expect(matchesSearch(key, 'catalogo')).toBe(true);
    expect(matchesSearch(key, 'loja padaria')).toBe(true);
    expect(matchesSearch(key, 'hotel')).toBe(false);
    expect(matchesSearch(key, '')).toBe(true);
  });
});
