import { describe, expect, it } from 'vitest';
import { searchPatterns, searchText } from '@/lib/search';
import { normalizeForSearch } from '@/lib/text';

describe('search (case- and accent-insensitive)', () => {
  it('normalises accents and case', () => {
    expect(normalizeForSearch('  Clínica SÃO João ')).toBe('clinica sao joao');
  });
  it('keeps the digits of numbered fields so that a number typed bare is found', () => {
    const text = searchText(['Padaria'], ['(11) 98765-4321', '529.982.247-25']);
    expect(text).toContain('11987654321');
    expect(text).toContain('52998224725');
    expect(text).toContain('(11) 98765-4321');
  });
  it('turns each word into a LIKE pattern, wildcards taken literally', () => {
    expect(searchPatterns('São  Paulo')).toEqual(['%sao%', '%paulo%']);
    expect(searchPatterns('100%_x')).toEqual(['%100\\%\\_x%']);
    expect(searchPatterns('')).toEqual([]);
    expect(searchPatterns(null)).toEqual([]);
  });
});
