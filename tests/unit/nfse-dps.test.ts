import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import {
  DPS_LAYOUT,
  DpsInputError,
  type DpsInput,
  NFSE_NAMESPACE,
  buildDpsXml,
  dpsValues,
  issCentavos,
  saoPauloDateTime,
  xmlMoney,
} from '@/lib/nfse/dps';
import { validateDps } from '@/server/nfse/xsd';
import { PRESTADOR_CNPJ, TOMADOR_CPF, dpsInput } from '../support/nfse-dps';

/** D201, D202: the DPS built from a typed input, checked against the official 1.01 schema. */
function parse(xml: string) {
  return new DOMParser().parseFromString(xml, 'text/xml');
}

function text(xml: string, name: string): string | null {
  const nodes = parse(xml).getElementsByTagNameNS(NFSE_NAMESPACE, name);
  return nodes.length === 0 ? null : nodes[0].textContent;
}

function fieldsRefused(input: DpsInput): string[] {
  try {
    buildDpsXml(input);
  } catch (error) {
    expect(error).toBeInstanceOf(DpsInputError);
    return (error as DpsInputError).problems.map((p) => p.field);
  }
  throw new Error('expected a DpsInputError');
}

describe('dhEmi on São Paulo time', () => {
  it('writes the local wall clock with its offset', () => {
    expect(saoPauloDateTime(new Date('2026-12-02T13:15:00Z'))).toBe('2026-12-02T10:15:00-03:00');
  });

  it('keeps the São Paulo day across the UTC midnight', () => {
    // 01:30 UTC on the 3rd is still 22:30 of the 2nd in São Paulo: the day must not jump.
    expect(saoPauloDateTime(new Date('2026-12-03T01:30:45Z'))).toBe('2026-12-02T22:30:45-03:00');
    expect(saoPauloDateTime(new Date('2027-01-01T02:59:59Z'))).toBe('2026-12-31T23:59:59-03:00');
    expect(saoPauloDateTime(new Date('2027-01-01T03:00:00Z'))).toBe('2027-01-01T00:00:00-03:00');
  });

  it('takes the offset from the time-zone data: -02:00 in the summer time Brazil had until 2019', () => {
    expect(saoPauloDateTime(new Date('2018-01-15T12:00:00Z'))).toBe('2018-01-15T10:00:00-02:00');
    expect(saoPauloDateTime(new Date('2026-01-15T12:00:00Z'))).toBe('2026-01-15T09:00:00-03:00');
  });

  it('puts it in the DPS, and refuses a competence after that São Paulo day', () => {
    const late = dpsInput({ dhEmi: new Date('2026-12-03T01:30:00Z'), competencia: '2026-12-02' });
    expect(text(buildDpsXml(late), 'dhEmi')).toBe('2026-12-02T22:30:00-03:00');
    expect(fieldsRefused({ ...late, competencia: '2026-12-03' })).toEqual(['competencia']);
  });
});

describe('values', () => {
  it('writes money with two decimals', () => {
    expect(xmlMoney(0)).toBe('0.00');
    expect(xmlMoney(5)).toBe('0.05');
    expect(xmlMoney(123_456)).toBe('1234.56');
    expect(xmlMoney(99_999_999_999)).toBe('999999999.99');
    expect(() => xmlMoney(-1)).toThrow(RangeError);
    expect(() => xmlMoney(1.5)).toThrow(RangeError);
  });

  it('rounds the ISS half-up to the centavo, in integers', () => {
    expect(issCentavos(10_050, 2.5)).toBe(251); // 251.25
    expect(issCentavos(10_100, 2.5)).toBe(253); // 252.5: the half goes up
    expect(issCentavos(1_999, 5)).toBe(100); // 99.95
    expect(issCentavos(333, 3)).toBe(10); // 9.99
    expect(issCentavos(1_000, 2.01)).toBe(20); // 20.1; 2.01 × 100 is 200.99999999999997 in binary
    expect(issCentavos(150_000, 2.79)).toBe(4_185);
    expect(issCentavos(9_007_199_254_740_991, 5)).toBe(450_359_962_737_050); // no precision lost at the top
  });

  it('computes what the taker withholds and the net', () => {
    expect(dpsValues({ servicoCentavos: 10_100, aliquotaIssPercent: 2.5, issRetido: true })).toEqual({
      servicoCentavos: 10_100,
      issCentavos: 253,
      issRetidoCentavos: 253,
      liquidoCentavos: 9_847,
    });
    expect(dpsValues({ servicoCentavos: 10_100, aliquotaIssPercent: 2.5, issRetido: false })).toMatchObject({
      issRetidoCentavos: 0,
      liquidoCentavos: 10_100,
    });
    expect(dpsValues({ servicoCentavos: 10_100, issRetido: false }).issCentavos).toBeNull();
  });

  it('writes the value, the rate and the withholding in the DPS', () => {
    const xml = buildDpsXml(
      dpsInput({ valores: { servicoCentavos: 123_456, aliquotaIssPercent: 2.5, issRetido: true } }),
    );
    expect(text(xml, 'vServ')).toBe('1234.56');
    expect(text(xml, 'pAliq')).toBe('2.50');
    expect(text(xml, 'tpRetISSQN')).toBe('2');
  });

  it('refuses a rate with three decimals, above 5%, or a value of nothing', () => {
    expect(
      fieldsRefused(dpsInput({ valores: { servicoCentavos: 0, aliquotaIssPercent: 2.125, issRetido: false } })),
    ).toEqual(['valores.servicoCentavos', 'valores.aliquotaIssPercent']);
    expect(
      fieldsRefused(dpsInput({ valores: { servicoCentavos: 100, aliquotaIssPercent: 6, issRetido: false } })),
    ).toEqual(['valores.aliquotaIssPercent']);
  });
});

describe('buildDpsXml', () => {
  it('writes a DPS of layout 1.01 in the national namespace, its Id on infDPS', () => {
    const xml = buildDpsXml(dpsInput());
    const root = parse(xml).documentElement!;
    expect(root.localName).toBe('DPS');
    expect(root.namespaceURI).toBe(NFSE_NAMESPACE);
    expect(root.getAttribute('versao')).toBe(DPS_LAYOUT);
    expect(DPS_LAYOUT).toBe('1.01');
    const inf = root.getElementsByTagNameNS(NFSE_NAMESPACE, 'infDPS')[0];
    expect(inf.getAttribute('Id')).toBe(`DPS3550308${'2'}${PRESTADOR_CNPJ}00001000000000000042`);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><DPS ')).toBe(true);
  });

  it.each<[string, Partial<DpsInput>]>([
    ['Simples Nacional (ME/EPP)', {}],
    [
      'Simples Nacional with the ISS outside it and its tax estimate',
      {
        prestador: { ...dpsInput().prestador, regime: { tipo: 'simples-nacional', regApTribSN: 2 } },
        valores: { servicoCentavos: 99_990, aliquotaIssPercent: 3.5, issRetido: true, tributosSimplesPercent: 6 },
      },
    ],
    [
      'a MEI, no municipal registration, no rate',
      {
        prestador: { cnpj: PRESTADOR_CNPJ, regime: { tipo: 'mei' }, municipioIbge: '3550308' },
        valores: { servicoCentavos: 80_000, issRetido: false },
      },
    ],
    [
      'the normal regime, ISS withheld',
      {
        prestador: { ...dpsInput().prestador, regime: { tipo: 'normal' }, regimeEspecial: 6 },
        valores: { servicoCentavos: 1_000_000, aliquotaIssPercent: 5, issRetido: true },
      },
    ],
    [
      'a CPF taker with no address nor e-mail',
      { tomador: { documento: { tipo: 'cpf', numero: TOMADOR_CPF }, nome: 'Maria José da Silva' } },
    ],
    [
      'a CNPJ taker with a municipal code and an NBS code',
      { servico: { ...dpsInput().servico, cTribMun: '001', cNBS: '115022000' } },
    ],
  ])('writes a DPS the 1.01 schema accepts: %s', async (_label, change) => {
    const xml = buildDpsXml(dpsInput(change));
    expect(await validateDps(xml)).toEqual({ ok: true });
  });

  it('writes the regime as the schema codes it', () => {
    const regime = (input: DpsInput) => {
      const xml = buildDpsXml(input);
      return [text(xml, 'opSimpNac'), text(xml, 'regApTribSN'), text(xml, 'regEspTrib')];
    };
    const prestador = dpsInput().prestador;
    expect(regime(dpsInput())).toEqual(['3', '1', '0']);
    expect(regime(dpsInput({ prestador: { ...prestador, regime: { tipo: 'mei' } } }))).toEqual(['2', null, '0']);
    expect(regime(dpsInput({ prestador: { ...prestador, regime: { tipo: 'normal' } } }))).toEqual(['1', null, '0']);
  });

  it('writes the taker as CPF or CNPJ', () => {
    const cpf = buildDpsXml(dpsInput({ tomador: { documento: { tipo: 'cpf', numero: TOMADOR_CPF }, nome: 'Ana' } }));
    expect(text(cpf, 'CPF')).toBe(TOMADOR_CPF);
    const cnpj = buildDpsXml(dpsInput());
    expect(parse(cnpj).getElementsByTagNameNS(NFSE_NAMESPACE, 'CNPJ')).toHaveLength(2); // provider and taker
    expect(text(cnpj, 'CPF')).toBeNull();
  });

  it('escapes every text: a name with & < > " \' and accents comes back as written, and still validates', async () => {
    const nome = `Zé & Cia <Ltda> "Aspas" 'simples' — São João ção`;
    const xml = buildDpsXml(
      dpsInput({
        tomador: {
          ...dpsInput().tomador,
          nome,
          endereco: { ...dpsInput().tomador.endereco!, logradouro: `Rua D'Ávila & <Filhos>` },
        },
        servico: { ...dpsInput().servico, descricao: 'Linha 1 </xDescServ><x>\r\nLinha 2 ]]> &amp;' },
      }),
    );
    expect(xml).not.toContain('<Ltda>');
    expect(xml).not.toContain('<x>');
    expect(text(xml, 'xNome')).toBe(nome);
    expect(text(xml, 'xLgr')).toBe(`Rua D'Ávila & <Filhos>`);
    expect(text(xml, 'xDescServ')).toBe('Linha 1 </xDescServ><x>\nLinha 2 ]]> &amp;');
    expect(await validateDps(xml)).toEqual({ ok: true });
  });

  it('collapses white space in one-line texts', () => {
    const xml = buildDpsXml(dpsInput({ tomador: { ...dpsInput().tomador, nome: '  Ana \t  Maria\n Souza ' } }));
    expect(text(xml, 'xNome')).toBe('Ana Maria Souza');
  });

  it('names every refused field at once', () => {
    const base = dpsInput();
    const error = (() => {
      try {
        buildDpsXml({
          ...base,
          ambiente: 3 as 1,
          serie: 'A',
          prestador: { ...base.prestador, cnpj: '11222333000182', municipioIbge: '123' },
          tomador: {
            documento: { tipo: 'cpf', numero: '123' },
            nome: ' ',
            email: 'not-an-address',
            endereco: { ...base.tomador.endereco!, cep: '20040-002', logradouro: 'Rua “Nova”' },
          },
          servico: { ...base.servico, cTribNac: '1.07.01', descricao: 'x'.repeat(2001) },
        });
      } catch (e) {
        return e as DpsInputError;
      }
    })();
    expect(error).toBeInstanceOf(DpsInputError);
    expect(error!.problems.map((p) => p.field)).toEqual([
      'ambiente',
      'serie',
      'prestador.cnpj',
      'prestador.municipioIbge',
      'tomador.documento',
      'tomador.nome',
      'tomador.email',
      'tomador.endereco.logradouro',
      'tomador.endereco.cep',
      'servico.cTribNac',
      'servico.descricao',
    ]);
    expect(error!.message).toMatch(
      /tomador\.endereco\.logradouro: the schema takes Latin-1 text only, not ““” \(U\+201C\)/,
    );
  });

  it('refuses characters XML cannot carry, and the regime fields that do not belong', () => {
    expect(fieldsRefused(dpsInput({ servico: { ...dpsInput().servico, descricao: 'bell \u0007 here' } }))).toEqual([
      'servico.descricao',
    ]);
    expect(
      fieldsRefused(
        dpsInput({
          prestador: { ...dpsInput().prestador, regime: { tipo: 'mei' } },
          valores: { servicoCentavos: 100, issRetido: false, tributosSimplesPercent: 4 },
        }),
      ),
    ).toEqual(['valores.tributosSimplesPercent']);
    expect(fieldsRefused(dpsInput({ dhEmi: new Date('nope') }))).toEqual(['dhEmi']);
    expect(fieldsRefused(dpsInput({ competencia: '2026-02-30' }))).toEqual(['competencia']);
  });
});
