import { describe, expect, it } from 'vitest';
import { CODE_DAY_MS, codeDayStart, triesLeftText } from '@/lib/signatures/code';
import { maskIp } from '@/lib/signatures/signers';

describe('a signer’s day of tries (D165)', () => {
  const now = new Date('2026-03-10T13:00:00Z');
  it('starts 24 hours ago, or at the link’s reissue when later', () => {
    expect(codeDayStart(null, now)).toEqual(new Date(now.getTime() - CODE_DAY_MS));
    const old = new Date('2026-03-01T10:00:00Z');
    expect(codeDayStart(old, now)).toEqual(new Date(now.getTime() - CODE_DAY_MS));
    const reissued = new Date('2026-03-10T12:00:00Z');
    expect(codeDayStart(reissued, now)).toEqual(reissued);
  });
  it('reads the count in Portuguese', () => {
    const texts = { one: 'Resta 1 tentativa.', many: 'Restam {left} tentativas.' };
    expect(triesLeftText(1, texts)).toBe('Resta 1 tentativa.');
    expect(triesLeftText(3, texts)).toBe('Restam 3 tentativas.');
  });
});

describe('the certificate’s address (D168)', () => {
  it('keeps the network, never the device', () => {
    expect(maskIp('198.51.100.20')).toBe('198.51.100.***');
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3:****');
    expect(maskIp(null)).toBeNull();
    expect(maskIp('-')).toBeNull();
    expect(maskIp('desconhecido')).toBe('***');
  });
});
