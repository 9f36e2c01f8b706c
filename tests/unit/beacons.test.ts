import { describe, expect, it } from 'vitest';
import { isOwnOriginBeacon, saoPauloDayStart, visitorDigest } from '@/lib/beacons';

const own = ['https://agencia.dev', 'http://localhost:3000'];
const headers = (values: Record<string, string>) => new Headers(values);

describe('beacon origin (D42)', () => {
  it('accepts a same-origin POST from our own pages', () => {
    expect(isOwnOriginBeacon(headers({ origin: 'https://agencia.dev', 'sec-fetch-site': 'same-origin' }), own)).toBe(
      true,
    );
    expect(isOwnOriginBeacon(headers({ origin: 'http://localhost:3000' }), own)).toBe(true);
  });

  it('refuses other sites, cross-site fetches and callers without an Origin', () => {
    expect(isOwnOriginBeacon(headers({ origin: 'https://evil.example' }), own)).toBe(false);
    expect(isOwnOriginBeacon(headers({ origin: 'https://agencia.dev', 'sec-fetch-site': 'cross-site' }), own)).toBe(
      false,
    );
    expect(isOwnOriginBeacon(headers({ origin: 'https://agencia.dev.evil.example' }), own)).toBe(false);
    expect(isOwnOriginBeacon(headers({}), own)).toBe(false);
    expect(isOwnOriginBeacon(headers({ origin: 'null' }), own)).toBe(false);
  });
});

describe('visitor digest (no personal data stored)', () => {
  it('is stable within a day, differs across days, visitors and browsers, and hides the address', () => {
    const today = visitorDigest('segredo', '2026-11-24', '203.0.113.7', 'Chrome');
    expect(visitorDigest('segredo', '2026-11-24', '203.0.113.7', 'Chrome')).toBe(today);
    expect(visitorDigest('segredo', '2026-11-25', '203.0.113.7', 'Chrome')).not.toBe(today);
    expect(visitorDigest('segredo', '2026-11-24', '203.0.113.8', 'Chrome')).not.toBe(today);
    expect(visitorDigest('segredo', '2026-11-24', '203.0.113.7', 'Firefox')).not.toBe(today);
    expect(visitorDigest('outro', '2026-11-24', '203.0.113.7', 'Chrome')).not.toBe(today);
    expect(today).not.toContain('203');
  });

  it('starts the São Paulo day at 03:00 UTC', () => {
    expect(saoPauloDayStart('2026-11-24').toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });
});
