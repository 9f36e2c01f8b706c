import { describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { consentStanding, consentValidFor, suspensionText } from '@/lib/whatsapp/consent';
import { maskPhone } from '@/lib/whatsapp/phone';

/** D153: a WhatsApp consent holds for the number it was given for, and only while that is the record's mobile. */
const active = { status: 'ativo', telefone: '+5541998761234' };
const AT = new Date('2026-03-10T13:00:00Z');

describe('consentValidFor', () => {
  it('holds while the record has the same mobile, however it is written', () => {
    for (const phone of ['(41) 99876-1234', '41 99876 1234', '+55 41 99876-1234', '(41) 9876-1234', '+5541998761234'])
      expect(consentValidFor(active, phone)).toBe(true);
  });

  it('does not hold for another mobile, a landline, no phone, or a consent without a number', () => {
    expect(consentValidFor(active, '(41) 99876-5678')).toBe(false);
    expect(consentValidFor(active, '(41) 3222-1100')).toBe(false);
    expect(consentValidFor(active, null)).toBe(false);
    expect(consentValidFor(active, '')).toBe(false);
    expect(consentValidFor({ status: 'ativo', telefone: null }, '(41) 99876-1234')).toBe(false);
  });

  it('does not hold when withdrawn, suspended (even back on the old number) or never given', () => {
    expect(consentValidFor({ ...active, status: 'revogado' }, '(41) 99876-1234')).toBe(false);
    expect(consentValidFor({ ...active, status: 'suspenso' }, '(41) 99876-1234')).toBe(false);
    expect(consentValidFor(null, '(41) 99876-1234')).toBe(false);
    expect(consentValidFor(undefined, '(41) 99876-1234')).toBe(false);
  });
});

describe('consentStanding', () => {
  it('names the state and, when suspended, the numbers and when', () => {
    expect(consentStanding(active, '(41) 99876-1234')).toEqual({ state: 'valid', telefone: '+5541998761234' });
    expect(consentStanding(null, null)).toEqual({ state: 'none' });
    expect(consentStanding({ ...active, status: 'revogado' }, null)).toEqual({ state: 'withdrawn' });
    expect(
      consentStanding(
        { ...active, status: 'suspenso', suspensoEm: AT, suspensoPara: '(41) 99876-5678' },
        '(41) 99876-1234',
      ),
    ).toEqual({ state: 'suspended', from: '+5541998761234', to: '(41) 99876-5678', at: AT });
    // Active on paper, but for another number than the record's: suspended in effect, with no date.
    expect(consentStanding(active, ' (41) 99876-5678 ')).toEqual({
      state: 'suspended',
      from: '+5541998761234',
      to: '(41) 99876-5678',
      at: null,
    });
  });
});

describe('the record’s sentence and the masked numbers', () => {
  it('masks a phone to its DDD and last four digits', () => {
    expect(maskPhone('+5541998761234')).toBe('(41) 9****-1234');
    expect(maskPhone('(41) 99876-5678')).toBe('(41) 9****-5678');
    expect(maskPhone('(41) 3222-1100')).toBe('(41) ****-1100');
    expect(maskPhone('(11) 8765-4321')).toBe('(11) 9****-4321');
    expect(maskPhone('123')).toBe('***');
    expect(maskPhone(null)).toBe('***');
  });

  it('says why in Portuguese, with the date on the São Paulo calendar', () => {
    const suspended = { state: 'suspended', from: '+5541998761234', at: AT } as const;
    expect(suspensionText({ ...suspended, to: '(41) 99876-5678' })).toBe(
      'Suspenso: o celular mudou de (41) 9****-1234 para (41) 9****-5678 em 10/03/2026; peça um novo consentimento.',
    );
    expect(suspensionText({ ...suspended, to: null })).toBe(
      'Suspenso: o celular (41) 9****-1234 saiu do cadastro em 10/03/2026; peça um novo consentimento.',
    );
    expect(suspensionText({ ...suspended, to: '(41) 99876-5678', at: null })).toContain('(41) 9****-1234');
    expect(suspensionText({ ...suspended, from: null, to: null })).toBe(m.whatsapp.ficha.suspensoSemNumero);
  });
});
