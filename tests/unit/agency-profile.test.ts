import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { checkImage, imageType, inspectImage, MAX_IMAGE_BYTES } from '@/lib/images/check';
import { pixKeyKind } from '@/lib/pix';
import { addressLine, ZAgencia, ZAgenciaForm } from '@/lib/settings/agencia';
import { isValidCnpj } from '@/lib/validation/documento';

const base = {
  nomeFantasia: 'Estúdio Aurora',
  razaoSocial: 'Aurora Design Ltda',
  corMarca: '#0f766e',
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
  pixChave: '',
  pixBeneficiario: '',
  pixCidade: '',
};
const errorOf = (patch: Partial<typeof base>, field: keyof typeof base) => {
  const parsed = ZAgenciaForm.safeParse({ ...base, ...patch });
  return parsed.success ? null : (parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null);
};

describe('CNPJ check digits', () => {
  it('accepts valid CNPJs, formatted or not, and refuses wrong digits and repeated ones', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
  });
  it('the profile form stores digits and says why in Portuguese', () => {
    expect(errorOf({ cnpj: '11.222.333/0001-82' }, 'cnpj')).toBe('CNPJ inválido: confira os dígitos.');
    expect(ZAgenciaForm.parse({ ...base, cnpj: '11.222.333/0001-81' }).cnpj).toBe('11222333000181');
    expect(errorOf({ representanteCpf: '529.982.247-26' }, 'representanteCpf')).toMatch(/^CPF inválido/);
    expect(ZAgenciaForm.parse({ ...base, representanteCpf: '529.982.247-25' }).representanteCpf).toBe('52998224725');
  });
});

describe('Pix key kinds', () => {
  it('recognises CPF, CNPJ, e-mail, +55 phone and random (EVP) keys', () => {
    expect(pixKeyKind('529.982.247-25')).toBe('cpf');
    expect(pixKeyKind('11.222.333/0001-81')).toBe('cnpj');
    expect(pixKeyKind('financeiro@aurora.com.br')).toBe('email');
    expect(pixKeyKind('+55 (11) 98765-4321')).toBe('telefone');
    expect(pixKeyKind('123e4567-e89b-42d3-a456-426614174000')).toBe('aleatoria');
  });
  it('refuses a landline without +55, a CPF with wrong digits, a BR Code and free text', () => {
    expect(pixKeyKind('(11) 3456-7890')).toBeNull();
    expect(pixKeyKind('529.982.247-26')).toBeNull();
    expect(pixKeyKind('00020126580014br.gov.bcb.pix')).toBeNull();
    expect(errorOf({ pixChave: 'minha chave' }, 'pixChave')).toMatch(/^Chave Pix inválida/);
  });
  it('stores the key normalised, as the BR Code carries it', () => {
    expect(ZAgenciaForm.parse({ ...base, pixChave: '+55 (11) 98765-4321' }).pixChave).toBe('+5511987654321');
    expect(ZAgenciaForm.parse({ ...base, pixChave: 'Financeiro@Aurora.com.br' }).pixChave).toBe(
      'financeiro@aurora.com.br',
    );
    expect(ZAgenciaForm.parse({ ...base, pixChave: '11.222.333/0001-81' }).pixChave).toBe('11222333000181');
  });
});

describe('the profile schema', () => {
  it('requires the trade name and checks e-mail, phone, colour, UF and CEP', () => {
    expect(errorOf({ nomeFantasia: '  ' }, 'nomeFantasia')).toBe('Preencha este campo.');
    expect(errorOf({ email: 'x@' }, 'email')).toBe('E-mail inválido.');
    expect(errorOf({ telefone: '123' }, 'telefone')).toMatch(/^Telefone inválido/);
    expect(errorOf({ corMarca: 'red' }, 'corMarca')).toMatch(/^Cor inválida/);
    expect(errorOf({ uf: 'S1' }, 'uf')).toBe('UF inválida.');
    expect(errorOf({ cep: '0100' }, 'cep')).toMatch(/^CEP inválido/);
  });
  it('a stored row that no longer parses falls back field by field', () => {
    const stored = ZAgencia.parse({ nomeFantasia: 'Aurora', corMarca: 12, logo: 'x' });
    expect(stored).toMatchObject({ nomeFantasia: 'Aurora', corMarca: '#3b3bd6', logo: null, cnpj: '' });
  });
  it('builds the one-line address from what is filled', () => {
    expect(addressLine({ endereco: 'Rua A, 10', cidade: 'Curitiba', uf: 'PR', cep: '80010000' })).toBe(
      'Rua A, 10 – Curitiba/PR – CEP 80010-000',
    );
    expect(addressLine({ endereco: '', cidade: 'Curitiba', uf: '', cep: '' })).toBe('Curitiba');
  });
});

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'webp') =>
  sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .toFormat(format)
    .toBuffer()
    .then((b) => new Uint8Array(b));

describe('image checks', () => {
  it('tells the type by content and reads the dimensions of PNG, JPEG and WebP', async () => {
    for (const format of ['png', 'jpeg', 'webp'] as const) {
      const bytes = await image(300, 120, format);
      expect(imageType(bytes)).toBe(format);
      expect(inspectImage(bytes)).toEqual({ type: format, width: 300, height: 120 });
    }
  });
  it('refuses what is not an image whatever it is called: a PDF, an SVG, text', () => {
    expect(checkImage(new TextEncoder().encode('%PDF-1.7 …'))).toEqual({ ok: false, problem: 'tipo' });
    expect(checkImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({
      ok: false,
      problem: 'tipo',
    });
  });
  it('refuses a truncated header as invalid', async () => {
    const png = await image(10, 10, 'png');
    expect(checkImage(png.slice(0, 12))).toEqual({ ok: false, problem: 'invalida' });
  });
  it('caps the dimensions at 4000 px a side', async () => {
    expect(checkImage(await image(4000, 10, 'png')).ok).toBe(true);
    expect(checkImage(await image(4001, 10, 'png'))).toEqual({ ok: false, problem: 'dimensoes' });
    expect(checkImage(await image(10, 4001, 'jpeg'))).toEqual({ ok: false, problem: 'dimensoes' });
  });
  it('caps the size at 2 MB, checked before anything else', async () => {
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(await image(10, 10, 'png'));
    expect(checkImage(big)).toEqual({ ok: false, problem: 'tamanho' });
    expect(checkImage(await image(10, 10, 'png'), { maxBytes: 20 })).toEqual({ ok: false, problem: 'tamanho' });
  });
});

describe('contracts filled from the profile', () => {
  it('fills the contracted party, its CNPJ, address, representative and the court in every built-in template', async () => {
    const { BUILT_IN_TEMPLATES } = await import('@/content/contract-templates');
    const { templateToContent } = await import('@/lib/contracts/content');
    const { fillAgencyFields } = await import('@/lib/pipeline/contract-fields');
    const agencia = {
      nome: 'Estúdio Aurora',
      razaoSocial: 'Aurora Design Ltda',
      documento: '11.222.333/0001-81',
      endereco: 'Rua A, 10 – Curitiba/PR – CEP 80010-000',
      representante: 'Ana Souza',
      foro: 'Curitiba - PR',
    };
    let filled = 0;
    for (const template of BUILT_IN_TEMPLATES) {
      const fields = fillAgencyFields(templateToContent(template.html)!.fields, agencia);
      const own = fields.filter((f) => /contratada|foro/i.test(f.originalPlaceholder ?? ''));
      filled += own.length;
      for (const field of own) expect(field.value, `${template.id}: ${field.originalPlaceholder}`).not.toBe('');
      const byName = Object.fromEntries(fields.map((f) => [f.originalPlaceholder, f.value]));
      if ('CPF/CNPJ da contratada' in byName) expect(byName['CPF/CNPJ da contratada']).toBe('11.222.333/0001-81');
      if ('Cidade do foro' in byName) expect(byName['Cidade do foro']).toBe('Curitiba - PR');
      if ('Nome do signatário da contratada' in byName)
        expect(byName['Nome do signatário da contratada']).toBe('Ana Souza');
      // The client's fields are not the agency's to fill.
      expect(fields.filter((f) => /contratante/i.test(f.originalPlaceholder ?? '')).every((f) => f.value === '')).toBe(
        true,
      );
    }
    expect(filled).toBeGreaterThanOrEqual(6);
  });
});
