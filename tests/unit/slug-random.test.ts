import { describe, expect, it, vi } from 'vitest';
import { hasRandomPart, randomSuffix, SLUG_PATTERN, slugWithSuffix, withRandomPart } from '@/lib/slug';

describe('secret slugs (D47)', () => {
  it('draws suffixes from the cryptographic source, never Math.random', () => {
    const spy = vi.spyOn(Math, 'random');
    const crypto = vi.spyOn(globalThis.crypto, 'getRandomValues');
    slugWithSuffix('Site Padaria');
    randomSuffix(12);
    expect(spy).not.toHaveBeenCalled();
    expect(crypto).toHaveBeenCalled();
    spy.mockRestore();
    crypto.mockRestore();
  });

  it('always puts a digit in a suffix, so that it is recognised as random', () => {
    for (let i = 0; i < 200; i++) expect(randomSuffix()).toMatch(/^(?=.*\d)[a-z0-9]{6}$/);
  });

  it('spreads over the whole alphabet', () => {
    const seen = new Set(Array.from({ length: 400 }, () => randomSuffix()).join(''));
    expect(seen.size).toBe(36);
  });

  it('appends a random suffix to a staff-typed slug that has none, and keeps one that has', () => {
    expect(withRandomPart('site-padaria')).toMatch(/^site-padaria-[a-z0-9]{6}$/);
    expect(withRandomPart('proposta')).toMatch(/^proposta-[a-z0-9]{6}$/);
    expect(withRandomPart('site-padaria-x1y2z3')).toBe('site-padaria-x1y2z3');
    expect(withRandomPart('site-padaria-abcdef')).toMatch(/^site-padaria-abcdef-[a-z0-9]{6}$/);
    const long = withRandomPart('a'.repeat(80));
    expect(long.length).toBeLessThanOrEqual(80);
    expect(SLUG_PATTERN.test(long)).toBe(true);
    expect(hasRandomPart(long)).toBe(true);
  });
});
