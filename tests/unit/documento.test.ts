import { describe, expect, it } from 'vitest';
import { checkDocumento, isValidCnpj, isValidCpf } from '@/lib/validation/documento';

describe('CPF check digits', () => {
  it('accepts valid CPFs with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });
  it('refuses a wrong check digit, repeated digits and wrong lengths', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
  });
});

describe('CNPJ check digits', () => {
  it('accepts valid CNPJs', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('45723174000110')).toBe(true);
  });
  it('refuses wrong ones', () => {
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });
});

describe('checkDocumento', () => {
  it('returns the usual written form', () => {
    expect(checkDocumento('52998224725')).toEqual({ ok: true, value: '529.982.247-25' });
    expect(checkDocumento('11222333000181')).toEqual({ ok: true, value: '11.222.333/0001-81' });
  });
  it('says which document is wrong', () => {
    expect(checkDocumento('529.982.247-24')).toEqual({ ok: false, message: 'CPF inválido: confira os dígitos.' });
    expect(checkDocumento('11.222.333/0001-80')).toEqual({ ok: false, message: 'CNPJ inválido: confira os dígitos.' });
    expect(checkDocumento('1234')).toEqual({ ok: false, message: 'Informe um CPF (11 dígitos) ou CNPJ (14 dígitos).' });
    expect(checkDocumento('abc.982.247-25')).toMatchObject({ ok: false });
  });
});
