import { DOMParser } from '@xmldom/xmldom';
import { NFSE_NAMESPACE, issCentavos, saoPauloDateTime, xmlMoney } from '@/lib/nfse/dps';
import { el, leaf, renderXml } from '@/lib/nfse/xml';
import { C14N, ENVELOPED, RSA_SHA1, SHA1 } from '@/server/nfse/sign-dps';

/**
 * An authorised NFS-e of layout 1.01 as the Sefin Nacional answers a DPS (D223): `NFSe` > `infNFSe` with what the
 * Sefin adds (the municipality's names, the numbers, the ISS it computed, the provider from the national register)
 * and the DPS as it was sent, byte for byte, signature included. The values come from the DPS itself, computed as
 * the Sefin does (`vBC` = `vServ`, the ISS half-up to the centavo, withheld when `tpRetISSQN` is 2).
 *
 * The Sefin's own `ds:Signature` is there because `TCNFSe` requires it, with the algorithms the schema fixes but
 * placeholder values: nothing in the product verifies the Sefin's signature (lib/nfse/nfse-xml.ts, D220).
 */

/** A 50-digit chave de acesso: município 7, ambiente gerador 1, inscrição 1 + 14, nNFSe 13, AAMM 4, código 9, DV 1. */
export const SAMPLE_CHAVE = '35503082211222333000181000000000000726121234567890';

/** Names the Sefin gives the municipalities the samples use (IBGE codes). */
const MUNICIPIOS: Record<string, { nome: string; uf: string }> = {
  '3550308': { nome: 'São Paulo', uf: 'SP' },
  '3304557': { nome: 'Rio de Janeiro', uf: 'RJ' },
};

/** Descriptions of the national codes the samples use (LC 116/2003, item 1.07 and 1.01). */
const TRIB_NAC: Record<string, string> = {
  '010701':
    'Suporte técnico em informática, inclusive instalação, configuração e manutenção de programas de computação e bancos de dados.',
  '010101': 'Análise e desenvolvimento de sistemas.',
};

export type Emitente = {
  nome: string;
  nomeFantasia?: string;
  logradouro: string;
  numero: string;
  complemento?: string;
  bairro: string;
  cep: string;
  fone?: string;
  email?: string;
};

export const SAMPLE_EMITENTE: Emitente = {
  nome: 'Estúdio Exemplo de Criação Digital Ltda',
  logradouro: 'Avenida Paulista',
  numero: '1000',
  complemento: 'conjunto 52',
  bairro: 'Bela Vista',
  cep: '01310100',
  fone: '11987654321',
  email: 'contato@estudioexemplo.com.br',
};

export type AuthorisedOptions = {
  chave: string;
  numero: string | number;
  dhProc: Date;
  emitente?: Emitente;
  /** `xOutInf`, the municipality's note. */
  outrasInformacoes?: string;
};

function first(parent: Element, path: string[]): Element | undefined {
  let node: Element | undefined = parent;
  for (const name of path) {
    let next: Element | undefined;
    for (let child = node.firstChild; child && !next; child = child.nextSibling)
      if (child.nodeType === 1 && (child as Element).localName === name) next = child as Element;
    if (!next) return undefined;
    node = next;
  }
  return node;
}

function text(parent: Element, ...path: string[]): string | undefined {
  return first(parent, path)?.textContent ?? undefined;
}

function centavos(value: string): number {
  const [reais, cents = '00'] = value.split('.');
  return Number(reais) * 100 + Number(cents);
}

/** The Sefin's answer to `dpsXml` (signed or not), as a UTF-8 XML document on one line. */
export function authorisedNfseXml(dpsXml: string, options: AuthorisedOptions): string {
  const { chave, dhProc } = options;
  if (!/^\d{50}$/.test(chave)) throw new Error(`Not a chave de acesso: ${chave}`);
  const emitente = options.emitente ?? SAMPLE_EMITENTE;
  const dps = new DOMParser().parseFromString(dpsXml, 'text/xml').documentElement!;
  const inf = first(dps, ['infDPS'])!;
  const cLocEmi = text(inf, 'cLocEmi')!;
  const cLocPrestacao = text(inf, 'serv', 'locPrest', 'cLocPrestacao') ?? cLocEmi;
  const cTribNac = text(inf, 'serv', 'cServ', 'cTribNac')!;
  const vServ = centavos(text(inf, 'valores', 'vServPrest', 'vServ')!);
  const pAliq = text(inf, 'valores', 'trib', 'tribMun', 'pAliq');
  const retido = text(inf, 'valores', 'trib', 'tribMun', 'tpRetISSQN') === '2';
  const iss = pAliq === undefined ? undefined : issCentavos(vServ, Number(pAliq));
  const retencao = retido && iss !== undefined ? iss : 0;
  const emissor = MUNICIPIOS[cLocEmi] ?? { nome: `Município ${cLocEmi}`, uf: 'SP' };

  const infNFSe = el(
    'infNFSe',
    { Id: `NFS${chave}` },
    el('xLocEmi', null, emissor.nome),
    el('xLocPrestacao', null, MUNICIPIOS[cLocPrestacao]?.nome ?? `Município ${cLocPrestacao}`),
    el('nNFSe', null, String(options.numero)),
    el('cLocIncid', null, cLocPrestacao),
    el('xLocIncid', null, MUNICIPIOS[cLocPrestacao]?.nome ?? `Município ${cLocPrestacao}`),
    el('xTribNac', null, TRIB_NAC[cTribNac] ?? `Código ${cTribNac}`),
    el('verAplic', null, 'SefinNac_1.4.0'),
    // 2: the Sefin Nacional generated the NFS-e; 1: from the provider's own application (a web service).
    el('ambGer', null, '2'),
    el('tpEmis', null, '1'),
    el('procEmi', null, '1'),
    el('cStat', null, '100'),
    el('dhProc', null, saoPauloDateTime(dhProc)),
    el('nDFSe', null, String(options.numero)),
    el(
      'emit',
      null,
      el('CNPJ', null, text(inf, 'prest', 'CNPJ')!),
      leaf('IM', text(inf, 'prest', 'IM')),
      el('xNome', null, emitente.nome),
      leaf('xFant', emitente.nomeFantasia),
      el(
        'enderNac',
        null,
        el('xLgr', null, emitente.logradouro),
        el('nro', null, emitente.numero),
        leaf('xCpl', emitente.complemento),
        el('xBairro', null, emitente.bairro),
        el('cMun', null, cLocEmi),
        el('UF', null, emissor.uf),
        el('CEP', null, emitente.cep),
      ),
      leaf('fone', emitente.fone),
      leaf('email', emitente.email),
    ),
    el(
      'valores',
      null,
      iss !== undefined && el('vBC', null, xmlMoney(vServ)),
      iss !== undefined && el('pAliqAplic', null, pAliq!),
      iss !== undefined && el('vISSQN', null, xmlMoney(iss)),
      retencao > 0 && el('vTotalRet', null, xmlMoney(retencao)),
      el('vLiq', null, xmlMoney(vServ - retencao)),
    ),
    leaf('xOutInf', options.outrasInformacoes),
    el('DPS', null),
  );
  const signature = el(
    'Signature',
    { xmlns: 'http://www.w3.org/2000/09/xmldsig#' },
    el(
      'SignedInfo',
      null,
      el('CanonicalizationMethod', { Algorithm: C14N }),
      el('SignatureMethod', { Algorithm: RSA_SHA1 }),
      el(
        'Reference',
        { URI: `#NFS${chave}` },
        el('Transforms', null, el('Transform', { Algorithm: ENVELOPED }), el('Transform', { Algorithm: C14N })),
        el('DigestMethod', { Algorithm: SHA1 }),
        el('DigestValue', null, Buffer.alloc(20).toString('base64')),
      ),
    ),
    el('SignatureValue', null, Buffer.alloc(256).toString('base64')),
    el('KeyInfo', null, el('X509Data', null, el('X509Certificate', null, Buffer.alloc(64).toString('base64')))),
  );
  const nfse = renderXml(el('NFSe', { xmlns: NFSE_NAMESPACE, versao: '1.01' }, infNFSe, signature));
  // The DPS goes in as the provider sent it (its signature covers its bytes); the writer only escapes texts.
  const dpsElement = dpsXml.replace(/^<\?xml[^>]*\?>\s*/, '');
  return nfse.replace('<DPS/>', () => dpsElement);
}
