import { describe, expect, it } from 'vitest';
import { MUNICIPIOS_IBGE } from '@/content/municipios-ibge';
import { nfseErrorText } from '@/lib/messages';
import { formatAliquota, parseAliquota, unknownPlaceholders, ZFiscalProfileForm } from '@/lib/nfse/fiscal-profile';
import {
  ibgeCheckDigit,
  isValidIbgeCode,
  municipioByCode,
  municipioLabel,
  searchMunicipios,
  UF_BY_IBGE_PREFIX,
} from '@/lib/nfse/ibge';

/** D226, D227: the fiscal profile's rules and the municipality list. */
const e = nfseErrorText;

describe('the IBGE municipality codes (D227)', () => {
  it('lists every municipality once, each of a known state', () => {
    expect(MUNICIPIOS_IBGE).toHaveLength(5570);
    const codes = MUNICIPIOS_IBGE.map(([code]) => String(code));
    expect(new Set(codes).size).toBe(5570);
    expect(codes.every((code) => /^\d{7}$/.test(code) && code.slice(0, 2) in UF_BY_IBGE_PREFIX)).toBe(true);
    // One entry per capital, by its code.
    expect(municipioLabel('3550308')).toBe('São Paulo/SP');
    expect(municipioLabel('4106902')).toBe('Curitiba/PR');
    expect(municipioLabel('5300108')).toBe('Brasília/DF');
  });

  it('has the check digit that all but nine listed codes follow, and those nine are accepted by the list', () => {
    const off = MUNICIPIOS_IBGE.map(([code]) => String(code)).filter(
      (code) => ibgeCheckDigit(code) !== Number(code[6]),
    );
    expect(off.sort()).toEqual([
      '2201919',
      '2201988',
      '2202251',
      '2611533',
      '3117836',
      '3152131',
      '4305871',
      '5203939',
      '5203962',
    ]);
    expect(off.every(isValidIbgeCode)).toBe(true);
  });

  it('accepts a code outside the list only with a known state and a right check digit', () => {
    // Boa Esperança do Norte (MT), installed in 2025, after the list.
    expect(municipioByCode('5101837')).toBeNull();
    expect(isValidIbgeCode('5101837')).toBe(true);
    expect(isValidIbgeCode('5101838')).toBe(false);
    expect(isValidIbgeCode('9900003')).toBe(false);
    expect(isValidIbgeCode('4106903')).toBe(false);
    expect(isValidIbgeCode('410690')).toBe(false);
  });

  it('finds a municipality by name without accents, or by the start of its code', () => {
    expect(searchMunicipios('sao paulo')[0]).toEqual({ codigo: '3550308', nome: 'São Paulo', uf: 'SP' });
    expect(searchMunicipios('curitiba/pr').map((x) => x.codigo)).toContain('4106902');
    expect(searchMunicipios('4106902')).toEqual([{ codigo: '4106902', nome: 'Curitiba', uf: 'PR' }]);
    expect(searchMunicipios('campo grande').map((x) => `${x.nome}/${x.uf}`)).toEqual(
      expect.arrayContaining(['Campo Grande/MS', 'Campo Grande/RN', 'Campo Grande/AL']),
    );
    expect(searchMunicipios('a')).toEqual([]);
  });
});

const valid = {
  inscricaoMunicipal: '1234567',
  municipioIbge: '4106902',
  opSimpNac: '3',
  regApTribSn: '2',
  cTribNac: '010701',
  cTribMun: '',
  aliquotaIss: '2,01',
  descricaoModelo: 'Desenvolvimento: {descricao} ({competencia}) para {cliente}',
  serie: '00001',
  proximoNumero: '999999999999999',
  ambiente: '2',
  emitirQuando: 'criacao',
};

describe('the fiscal profile form (D226)', () => {
  it('turns the form into what is stored', () => {
    expect(ZFiscalProfileForm.parse(valid)).toMatchObject({
      aliquotaIss: 201,
      proximoNumero: 999_999_999_999_999,
      regApTribSn: '2',
    });
    expect(ZFiscalProfileForm.parse({ ...valid, opSimpNac: '1', regApTribSn: 'x' }).regApTribSn).toBeNull();
  });

  it('answers each field with its own message', () => {
    const errorOf = (patch: Record<string, string>) => {
      const parsed = ZFiscalProfileForm.safeParse({ ...valid, ...patch });
      return parsed.success ? null : parsed.error.issues[0].message;
    };
    expect(errorOf({ inscricaoMunicipal: '' })).toBe(e.inscricaoMunicipal);
    expect(errorOf({ inscricaoMunicipal: '1234567890123456' })).toBe(e.inscricaoMunicipal);
    expect(errorOf({ municipioIbge: 'Curitiba' })).toBe(e.municipio);
    expect(errorOf({ opSimpNac: '4' })).toBe(e.opSimpNac);
    expect(errorOf({ regApTribSn: '4' })).toBe(e.regApTribSn);
    expect(errorOf({ cTribNac: '0107011' })).toBe(e.cTribNac);
    expect(errorOf({ cTribMun: '12' })).toBe(e.cTribMun);
    expect(errorOf({ aliquotaIss: '5,01' })).toBe(e.aliquotaIss);
    expect(errorOf({ aliquotaIss: '2,555' })).toBe(e.aliquotaIss);
    expect(errorOf({ descricaoModelo: '' })).toBe(e.descricaoModelo);
    expect(errorOf({ descricaoModelo: 'Serviço {valor}' })).toBe(e.descricaoMarcador);
    expect(errorOf({ serie: '' })).toBe(e.serie);
    expect(errorOf({ serie: 'A1' })).toBe(e.serie);
    expect(errorOf({ proximoNumero: '0100' })).toBe(e.proximoNumero);
    expect(errorOf({ proximoNumero: '1000000000000000' })).toBe(e.proximoNumero);
    expect(errorOf({ ambiente: '3' })).toBe(e.ambiente);
    expect(errorOf({ emitirQuando: 'sempre' })).toBe(e.emitirQuando);
  });

  it('reads and writes the ISS rate in hundredths of a percent', () => {
    expect(parseAliquota('2')).toBe(200);
    expect(parseAliquota('2,5')).toBe(250);
    expect(parseAliquota('2.50')).toBe(250);
    expect(parseAliquota('0,01')).toBe(1);
    expect(parseAliquota('abc')).toBeNull();
    expect(formatAliquota(250)).toBe('2,5');
    expect(formatAliquota(201)).toBe('2,01');
    expect(formatAliquota(500)).toBe('5');
    expect(unknownPlaceholders('{descricao} {x} {cliente} {}')).toEqual(['x', '']);
  });
});
