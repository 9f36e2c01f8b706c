import { describe, expect, it } from 'vitest';
import { normalizePixKey, pixKeyKind } from '@/lib/pix';
import { ZAgenciaForm } from '@/lib/settings/agencia';

describe('a phone Pix key is read as the owner writes it and stored as the API Pix takes it (D205)', () => {
  it.each([
    '(21) 98765-4321',
    '21987654321',
    '+55 21 98765-4321',
    '+5521987654321',
    '21 98765 4321',
    '021 98765-4321',
    '(0xx21) 98765-4321',
    '55 21 98765-4321',
    '(21) 8765-4321',
  ])('%s → +5521987654321', (written) => {
    expect(pixKeyKind(written)).toBe('telefone');
    expect(normalizePixKey(written)).toBe('+5521987654321');
  });

  it('keeps a key written with +55 as written, so a stored key and a sent code never move', () => {
    expect(normalizePixKey('+55 (21) 3456-7890')).toBe('+552134567890');
    expect(normalizePixKey('+552187654321')).toBe('+552187654321');
  });

  it('leaves CPF and CNPJ keys as they were', () => {
    expect(pixKeyKind('52998224725')).toBe('cpf');
    expect(normalizePixKey('529.982.247-25')).toBe('52998224725');
    // A CPF written with its punctuation is never read as a phone, even with a wrong check digit.
    expect(pixKeyKind('219.876.543-21')).toBeNull();
    expect(pixKeyKind('11.222.333/0001-81')).toBe('cnpj');
  });

  it('refuses what no mobile can be', () => {
    for (const bad of ['(21) 3456-7890', '(20) 98765-4321', '98765-4321', '+1 650 555 1234', '(21) 18765-4321'])
      expect(pixKeyKind(bad), bad).toBeNull();
  });

  it('the agency form stores the normalised key', () => {
    const base = ZAgenciaForm.parse({
      nomeFantasia: 'Estúdio',
      razaoSocial: '',
      corMarca: '#2563eb',
      cnpj: '',
      inscricaoMunicipal: '',
      endereco: '',
      cidade: '',
      uf: '',
      cep: '',
      cidadeForo: '',
      representanteNome: '',
      representanteCpf: '',
      representanteEmail: '',
      email: '',
      telefone: '',
      whatsapp: '',
      horario: '',
      pixChave: '(21) 98765-4321',
      pixBeneficiario: '',
      pixCidade: '',
    });
    expect(base.pixChave).toBe('+5521987654321');
  });
});
