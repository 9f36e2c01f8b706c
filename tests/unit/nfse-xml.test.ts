import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { describe, expect, it } from 'vitest';
import { buildDpsXml } from '@/lib/nfse/dps';
import { MAX_NFSE_BYTES, NfseXmlError, readNfseXml } from '@/lib/nfse/nfse-xml';
import { signDps } from '@/server/nfse/sign-dps';
import { validateNfse } from '@/server/nfse/xsd';
import { PRESTADOR_CNPJ, TOMADOR_CNPJ, TOMADOR_CPF, dpsInput } from '../support/nfse-dps';
import { SAMPLE_CHAVE, SAMPLE_EMITENTE, authorisedNfseXml } from '../support/nfse-xml';
import { makeTestCa } from '../support/test-ca';

const DH_PROC = new Date('2026-12-02T13:15:07Z');

function sample(change: Parameters<typeof dpsInput>[0] = {}) {
  return authorisedNfseXml(buildDpsXml(dpsInput(change)), { chave: SAMPLE_CHAVE, numero: 7, dhProc: DH_PROC });
}

/** The sample with the first `<name>…</name>` (or `<name/>`) element removed. */
function without(xml: string, name: string): string {
  const out = xml.replace(new RegExp(`<${name}(?:\\s[^>]*)?(?:/>|>[^<]*</${name}>)`), '');
  expect(out).not.toBe(xml);
  return out;
}

function refusal(xml: string): NfseXmlError {
  try {
    readNfseXml(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(NfseXmlError);
    return error as NfseXmlError;
  }
  throw new Error('accepted');
}

describe('the authorised NFS-e the test Sefin answers (D223)', () => {
  it('is valid against NFSe_v1.01.xsd, its DPS inside', async () => {
    expect(await validateNfse(sample())).toEqual({ ok: true });
    const withholding = sample({
      valores: { servicoCentavos: 123_456, aliquotaIssPercent: 5, issRetido: true },
      tomador: { documento: { tipo: 'cpf', numero: TOMADOR_CPF }, nome: 'Maria da Conceição' },
    });
    expect(await validateNfse(withholding)).toEqual({ ok: true });
  });

  it('carries a signed DPS as it was sent: still valid, its signature still verifying', async () => {
    const signer = makeTestCa().client;
    const nfse = authorisedNfseXml(signDps(buildDpsXml(dpsInput()), signer), {
      chave: SAMPLE_CHAVE,
      numero: 7,
      dhProc: DH_PROC,
    });
    expect(await validateNfse(nfse)).toEqual({ ok: true });
    // The DPS's signature, the first of the document's two (the Sefin's follows infNFSe).
    const dom = new DOMParser().parseFromString(nfse, 'text/xml');
    const signatures = dom.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature');
    expect(signatures.length).toBe(2);
    const dpsSignature = signatures[0];
    expect((dpsSignature.parentNode as Element).localName).toBe('DPS');
    const verifier = new SignedXml({ publicCert: signer.certPem, getCertFromKeyInfo: () => null });
    verifier.loadSignature(dpsSignature);
    expect(verifier.checkSignature(nfse)).toBe(true);
    expect(readNfseXml(nfse).dps.numero).toBe('42');
  });

  it('is refused by the schema when a required field of the Sefin is left out', async () => {
    const result = await validateNfse(without(sample(), 'xTribNac'));
    expect(result.ok).toBe(false);
  });
});

describe('readNfseXml (D220)', () => {
  it('reads every field of an authorised NFS-e', () => {
    const doc = readNfseXml(sample());
    expect(doc).toEqual({
      chave: SAMPLE_CHAVE,
      versao: '1.01',
      numero: '7',
      numeroDfse: '7',
      processadaEm: DH_PROC,
      emitidaEm: new Date('2026-12-02T13:15:00Z'),
      competencia: '2026-12-02',
      ambiente: 2,
      ambienteGerador: '2',
      tipoEmissao: '1',
      status: '100',
      versaoAplicativo: 'SefinNac_1.4.0',
      localEmissao: 'São Paulo',
      localPrestacao: 'São Paulo',
      incidencia: { municipioIbge: '3550308', nome: 'São Paulo' },
      dps: {
        id: 'DPS355030821122233300018100001000000000000042',
        serie: '1',
        numero: '42',
        municipioEmissor: '3550308',
      },
      emitente: {
        documento: { tipo: 'cnpj', numero: PRESTADOR_CNPJ },
        inscricaoMunicipal: '1234567',
        nome: SAMPLE_EMITENTE.nome,
        nomeFantasia: undefined,
        endereco: {
          logradouro: 'Avenida Paulista',
          numero: '1000',
          complemento: 'conjunto 52',
          bairro: 'Bela Vista',
          municipioIbge: '3550308',
          uf: 'SP',
          cep: '01310100',
        },
        telefone: '11987654321',
        email: 'contato@estudioexemplo.com.br',
        simplesNacional: '3',
        regimeApuracaoSN: '1',
        regimeEspecial: '0',
      },
      tomador: {
        documento: { tipo: 'cnpj', numero: TOMADOR_CNPJ },
        inscricaoMunicipal: undefined,
        nome: 'Padaria Pão Quente Ltda',
        endereco: {
          logradouro: 'Rua da Assembleia',
          numero: '10',
          complemento: 'sala 1201',
          bairro: 'Centro',
          municipioIbge: '3304557',
          cep: '20040002',
        },
        telefone: undefined,
        email: 'financeiro@paoquente.com.br',
      },
      servico: {
        cTribNac: '010701',
        xTribNac: expect.stringMatching(/^Suporte técnico em informática/),
        cTribMun: undefined,
        xTribMun: undefined,
        cNBS: undefined,
        descricao: 'Desenvolvimento do site institucional.\nEntrega de dezembro de 2026.',
        municipioPrestacao: '3550308',
        paisPrestacao: undefined,
        informacoesComplementares: undefined,
      },
      valores: {
        servicoCentavos: 450_000,
        descontoIncondicionadoCentavos: undefined,
        descontoCondicionadoCentavos: undefined,
        baseCalculoCentavos: 450_000,
        aliquotaPercent: 2,
        issCentavos: 9_000,
        tributacaoIss: '1',
        retencaoIss: '1',
        retencoesFederais: { irrfCentavos: undefined, cpCentavos: undefined, csllCentavos: undefined },
        totalRetidoCentavos: undefined,
        liquidoCentavos: 450_000,
      },
      outrasInformacoes: undefined,
    });
  });

  it('reads a withheld ISS, a CPF taker without an address and the production environment', () => {
    const doc = readNfseXml(
      sample({
        ambiente: 1,
        valores: { servicoCentavos: 123_456, aliquotaIssPercent: 2.5, issRetido: true },
        tomador: { documento: { tipo: 'cpf', numero: TOMADOR_CPF }, nome: 'Maria da Conceição' },
        servico: { ...dpsInput().servico, cTribMun: '001' },
      }),
    );
    expect(doc.ambiente).toBe(1);
    expect(doc.tomador).toMatchObject({ documento: { tipo: 'cpf', numero: TOMADOR_CPF }, endereco: undefined });
    expect(doc.servico.cTribMun).toBe('001');
    expect(doc.valores).toMatchObject({
      aliquotaPercent: 2.5,
      issCentavos: 3_086,
      retencaoIss: '2',
      totalRetidoCentavos: 3_086,
      liquidoCentavos: 120_370,
    });
  });

  it('keeps markup characters and accents of the texts as they were written', () => {
    const descricao = 'Site & loja <v2> "já" — ação, 100% > 50% & < 200%\nSegunda linha: ç ã é ü 😀';
    const nome = 'Irmãos & Filhos <Comércio> Ltda';
    const doc = readNfseXml(
      sample({
        tomador: { ...dpsInput().tomador, nome },
        servico: { ...dpsInput().servico, descricao },
      }),
    );
    expect(doc.servico.descricao).toBe(descricao);
    expect(doc.tomador?.nome).toBe(nome);
  });

  it.each([
    ['xLocEmi', 'NFSe/infNFSe/xLocEmi'],
    ['xLocPrestacao', 'NFSe/infNFSe/xLocPrestacao'],
    ['nNFSe', 'NFSe/infNFSe/nNFSe'],
    ['xTribNac', 'NFSe/infNFSe/xTribNac'],
    ['dhProc', 'NFSe/infNFSe/dhProc'],
    ['xNome', 'NFSe/infNFSe/emit/xNome'],
    ['vLiq', 'NFSe/infNFSe/valores/vLiq'],
    ['dCompet', 'NFSe/infNFSe/DPS/infDPS/dCompet'],
    ['dhEmi', 'NFSe/infNFSe/DPS/infDPS/dhEmi'],
    ['tpAmb', 'NFSe/infNFSe/DPS/infDPS/tpAmb'],
    ['xDescServ', 'NFSe/infNFSe/DPS/infDPS/serv/cServ/xDescServ'],
    ['vServ', 'NFSe/infNFSe/DPS/infDPS/valores/vServPrest/vServ'],
    ['tpRetISSQN', 'NFSe/infNFSe/DPS/infDPS/valores/trib/tribMun/tpRetISSQN'],
  ])('refuses a document without %s, naming it', (name, field) => {
    const error = refusal(without(sample(), name));
    expect(error.field).toBe(field);
    expect(error.message).toBe(`Missing ${field}`);
  });

  it('refuses a malformed value, a foreign root, a DTD and broken markup', () => {
    expect(refusal(sample().replace('<vLiq>4500.00', '<vLiq>4.500,00')).field).toBe('NFSe/infNFSe/valores/vLiq');
    expect(refusal(sample().replace(`Id="NFS${SAMPLE_CHAVE}"`, 'Id="NFS123"')).field).toBe('NFSe/infNFSe/@Id');
    expect(refusal(buildDpsXml(dpsInput())).field).toBe('NFSe');
    expect(refusal(sample().replace('http://www.sped.fazenda.gov.br/nfse', 'urn:other')).field).toBe('NFSe');
    const dtd = sample().replace('?>', '?><!DOCTYPE NFSe [<!ENTITY x "y">]>');
    expect(refusal(dtd).message).toMatch(/document type/);
    expect(refusal(sample().replace('</infNFSe>', '')).message).toMatch(/^Not well-formed XML/);
    expect(refusal('').message).toBe('Empty document');
  });

  it('refuses a document over 1 MB before parsing it', () => {
    const xml = sample();
    const big = xml.replace('</nNFSe>', `</nNFSe><!--${'x'.repeat(MAX_NFSE_BYTES)}-->`);
    expect(refusal(big).message).toMatch(/too large/);
    // Counted in UTF-8 bytes: fewer characters than the cap, more bytes.
    const accents = xml.replace('</nNFSe>', `</nNFSe><!--${'ã'.repeat(MAX_NFSE_BYTES / 2 + 1)}-->`);
    expect(accents.length).toBeLessThan(MAX_NFSE_BYTES);
    expect(refusal(accents).message).toMatch(/too large/);
  });
});
