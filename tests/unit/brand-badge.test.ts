import { describe, expect, it } from 'vitest';
import { brandInitials } from '@/components/common/brand-badge';

describe("the agency's initials when it has no logo (D270)", () => {
  it("takes the first letters of the name's first two words", () => {
    expect(brandInitials('Agência Digital')).toBe('AD');
    expect(brandInitials('estúdio ágil web')).toBe('EÁ');
    expect(brandInitials('Pixel')).toBe('P');
  });

  it('skips marks that are not words, and never answers empty', () => {
    expect(brandInitials('  & Cia — "Norte" Sites ')).toBe('CN');
    expect(brandInitials('')).toBe('•');
  });
});
