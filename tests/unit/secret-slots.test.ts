import { describe, expect, it } from 'vitest';
import { fillSecretSlots, linkWithoutToken, secretLink, secretSlot, showSecretSlots } from '@/lib/mail/secret-slots';

describe('secret slots (lib/mail/secret-slots.ts, D146)', () => {
  const text = `Seu código é ${secretSlot('codigo', 'código de verificação')}. Ou abra ${secretSlot('link', 'https://a.dev/assinar/…')}`;

  it('fills each slot with its secret when the message is sent', () => {
    expect(fillSecretSlots(text, { codigo: '123456', link: 'https://a.dev/assinar/abc' })).toBe(
      'Seu código é 123456. Ou abra https://a.dev/assinar/abc',
    );
  });

  it('shows each slot as its stand-in, and a slot without a secret keeps it', () => {
    expect(showSecretSlots(text)).toBe('Seu código é código de verificação. Ou abra https://a.dev/assinar/…');
    expect(fillSecretSlots(text, { codigo: '654321' })).toBe('Seu código é 654321. Ou abra https://a.dev/assinar/…');
  });

  it('keeps a stand-in from breaking the slot, and refuses a name that is not a word', () => {
    expect(showSecretSlots(secretSlot('x', 'a]]b|c'))).toBe('abc');
    expect(() => secretSlot('1x', 'a')).toThrow();
    expect(() => secretSlot('a b', 'a')).toThrow();
  });

  it('leaves a link without its token: the token parameter, else the last segment', () => {
    expect(linkWithoutToken('https://a.dev/portal/entrar?token=abc')).toBe('https://a.dev/portal/entrar?token=…');
    expect(linkWithoutToken('https://a.dev/assinar/abc')).toBe('https://a.dev/assinar/…');
    expect(linkWithoutToken('abc')).toBe('…');
    const link = secretLink('link', 'https://a.dev/convite/xyz');
    expect(link).toEqual({ slot: '[[link|https://a.dev/convite/…]]', value: 'https://a.dev/convite/xyz' });
  });

  it('is linear on a hostile text (no backtracking on unclosed slots)', () => {
    const hostile = '[[a|'.repeat(20_000);
    expect(showSecretSlots(hostile)).toBe(hostile);
  });
});
