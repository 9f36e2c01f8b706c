import { describe, expect, it } from 'vitest';
import { waMeLink, waMeUrl } from '@/lib/whatsapp/link';
import { DDDS, normalizeMobile, waIdCandidates, waIdDisplayForms } from '@/lib/whatsapp/phone';

describe('normalizeMobile (D22: E.164 +55 with DDD, mobiles only)', () => {
  it.each([
    ['11987654321', '+5511987654321'],
    ['(11) 98765-4321', '+5511987654321'],
    ['+55 (11) 98765-4321', '+5511987654321'],
    ['+55 11 98765 4321', '+5511987654321'],
    ['5511987654321', '+5511987654321'],
    ['011 98765-4321', '+5511987654321'],
    ['(0xx11) 98765-4321', '+5511987654321'],
    ['0XX11 98765 4321', '+5511987654321'],
    ['0 21 11 98765-4321', '+5511987654321'],
    ['21.99876.5432', '+5521998765432'],
    ['55 98765-4321', '+5555987654321'],
  ])('reads %s as %s', (input, e164) => {
    const result = normalizeMobile(input);
    expect(result).toMatchObject({ ok: true, e164, digits: e164.slice(1), ninthDigitAdded: false });
  });

  it('gives an old 8-digit mobile its 9th digit', () => {
    expect(normalizeMobile('(11) 8765-4321')).toEqual({
      ok: true,
      e164: '+5511987654321',
      digits: '5511987654321',
      display: '(11) 98765-4321',
      ninthDigitAdded: true,
    });
    expect(normalizeMobile('+55 31 7123-4567')).toMatchObject({ ok: true, e164: '+5531971234567' });
    expect(normalizeMobile('551187654321')).toMatchObject({ ok: true, e164: '+5511987654321' });
  });

  it.each(['(11) 3456-7890', '+55 21 2345-6789', '1145678901', '(0xx11) 5555-1234'])(
    'refuses the landline %s',
    (input) => {
      expect(normalizeMobile(input)).toEqual({
        ok: false,
        reason: 'fixo',
        message: 'O telefone cadastrado é fixo: o WhatsApp precisa de um celular.',
      });
    },
  );

  it('refuses a DDD that does not exist', () => {
    expect(normalizeMobile('(10) 98765-4321')).toMatchObject({ ok: false, reason: 'ddd' });
    expect(normalizeMobile('(20) 98765-4321')).toMatchObject({ ok: false, reason: 'ddd' });
    expect(normalizeMobile('(23) 98765-4321')).toMatchObject({ ok: false, reason: 'ddd' });
    expect(DDDS.size).toBe(67);
  });

  it('refuses foreign, empty and malformed numbers with a Portuguese message', () => {
    expect(normalizeMobile('+1 650 555 1234')).toMatchObject({ ok: false, reason: 'estrangeiro' });
    expect(normalizeMobile('')).toMatchObject({ ok: false, reason: 'vazio' });
    expect(normalizeMobile(null)).toMatchObject({ ok: false, reason: 'vazio' });
    for (const bad of ['98765-4321', '119876543', '119876543210', 'fone 11 98765-4321', '(11) 18765-4321']) {
      expect(normalizeMobile(bad), bad).toMatchObject({
        ok: false,
        reason: 'invalido',
        message: 'Telefone inválido: informe DDD e número, ex.: (11) 98765-4321.',
      });
    }
  });

  it('matches a WhatsApp id with or without the 9th digit', () => {
    expect(waIdCandidates('5511987654321')).toEqual(['+5511987654321', '+551187654321']);
    expect(waIdCandidates('551187654321')).toEqual(['+5511987654321', '+551187654321']);
    expect(waIdCandidates('16505551234')).toEqual([]);
    expect(waIdDisplayForms('551187654321')).toEqual(['(11) 98765-4321', '(11) 8765-4321']);
  });
});

describe('the wa.me link', () => {
  it('puts the number without "+" and the text percent-encoded as UTF-8', () => {
    const text =
      'Olá, Ana! Cobrança "Site" de R$\u00a01.500,00: https://ag.test/p/abc?x=1&y=2\n\nPix copia e cola:\n0002#';
    const link = waMeLink('(11) 98765-4321', text);
    expect(link).toEqual({
      ok: true,
      to: '+5511987654321',
      url:
        'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Ana!%20Cobran%C3%A7a%20%22Site%22%20de%20R%24%C2%A01.500%2C00' +
        '%3A%20https%3A%2F%2Fag.test%2Fp%2Fabc%3Fx%3D1%26y%3D2%0A%0APix%20copia%20e%20cola%3A%0A0002%23',
    });
    if (link.ok) expect(new URL(link.url).searchParams.get('text')).toBe(text);
  });

  it('refuses a record without a mobile, with the reason', () => {
    expect(waMeLink('(11) 3456-7890', 'Olá')).toEqual({
      ok: false,
      message: 'O telefone cadastrado é fixo: o WhatsApp precisa de um celular.',
    });
    expect(waMeLink(null, 'Olá')).toEqual({ ok: false, message: 'O cliente não tem telefone cadastrado.' });
  });

  it('leaves the text out when there is none', () => {
    expect(waMeUrl('5511987654321', '  ')).toBe('https://wa.me/5511987654321');
  });
});
