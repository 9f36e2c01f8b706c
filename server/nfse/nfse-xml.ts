import 'server-only';
import { DOMParser } from '@xmldom/xmldom';
import { dpsId } from '@/lib/nfse/dps-id';
import { DPS_LAYOUT, NFSE_NAMESPACE, issCentavos, saoPauloDateTime, xmlMoney } from '@/lib/nfse/dps';
import { type XmlChild, type XmlElement, el, leaf, renderXml } from '@/lib/nfse/xml';

/**
 * What an authorised NFS-e looks like, made from the DPS it answers (D211): for the sandbox provider and the tests'
 * stand-in Sefin, never for a real note (the Sefin writes those). It follows `TCInfNFSe` of layout 1.01 as far as the
 * DPS tells (the key, the number, the places, the values the Sefin computes, the signed DPS itself, kept as it came);
 * what only the national register knows (the provider's name and address, the municipalities' names) is a stand-in
 * text. The caller signs it or not (the sandbox does not: it has no key of the Sefin's).
 */
export type DpsFields = {
  id: string;
  tpAmb: '1' | '2';
  dhEmi: string;
  serie: string;
  nDPS: string;
  cLocEmi: string;
  prestador: { tipo: 'cpf' | 'cnpj'; numero: string };
  im: string | null;
  cLocPrestacao: string | null;
  cTribNac: string | null;
  vServ: string | null;
  pAliq: string | null;
  tpRetISSQN: string | null;
};

/** A DOM element as the writer's tree: attributes (namespace declarations included) and texts kept, comments not. */
export function fromDom(node: Element): XmlElement {
  const attributes: Record<string, string> = {};
  for (let i = 0; i < node.attributes.length; i++) {
    const attr = node.attributes.item(i)!;
    attributes[attr.name] = attr.value;
  }
  const children: XmlChild[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 1) children.push(fromDom(child as Element));
    else if (child.nodeType === 3 || child.nodeType === 4) children.push(child.nodeValue ?? '');
  }
  return { name: node.nodeName, attributes, children };
}

/** A well-formed document, or null: xmldom's recoverable errors count as failures too (E1226 for the Sefin). */
export function parseXml(xml: string): Document | null {
  let failed = false;
  try {
    const doc = new DOMParser({
      errorHandler: (level: string) => {
        if (level !== 'warning') failed = true;
      },
    }).parseFromString(xml, 'text/xml');
    return failed ? null : doc;
  } catch {
    return null;
  }
}

const text = (root: Element, name: string): string | null =>
  root.getElementsByTagNameNS(NFSE_NAMESPACE, name)[0]?.textContent ?? null;

/** The DPS's own fields, or null when the text is no DPS of the national namespace with an `infDPS`. */
export function readDps(xml: string): { fields: DpsFields; element: Element } | null {
  const doc = parseXml(xml);
  const root = doc?.documentElement;
  if (!root || root.localName !== 'DPS' || root.namespaceURI !== NFSE_NAMESPACE) return null;
  const inf = root.getElementsByTagNameNS(NFSE_NAMESPACE, 'infDPS')[0];
  const prest = inf?.getElementsByTagNameNS(NFSE_NAMESPACE, 'prest')[0];
  if (!inf || !prest) return null;
  const cnpj = text(prest, 'CNPJ');
  const cpf = text(prest, 'CPF');
  const tpAmb = text(inf, 'tpAmb');
  return {
    element: root,
    fields: {
      id: inf.getAttribute('Id') ?? '',
      tpAmb: tpAmb === '1' ? '1' : '2',
      dhEmi: text(inf, 'dhEmi') ?? '',
      serie: text(inf, 'serie') ?? '',
      nDPS: text(inf, 'nDPS') ?? '',
      cLocEmi: text(inf, 'cLocEmi') ?? '',
      prestador: cnpj ? { tipo: 'cnpj', numero: cnpj } : { tipo: 'cpf', numero: cpf ?? '' },
      im: text(prest, 'IM'),
      cLocPrestacao: text(inf, 'cLocPrestacao'),
      cTribNac: text(inf, 'cTribNac'),
      vServ: text(inf, 'vServ'),
      pAliq: text(inf, 'pAliq'),
      tpRetISSQN: text(inf, 'tpRetISSQN'),
    },
  };
}

/** The Id the DPS's own fields make (lib/nfse/dps-id.ts), or null when they make none. */
export function expectedDpsId(fields: DpsFields): string | null {
  try {
    return dpsId({
      municipioIbge: fields.cLocEmi,
      inscricao: fields.prestador,
      serie: fields.serie.replace(/^0+(?=\d)/, ''),
      numero: fields.nDPS,
    });
  } catch {
    return null;
  }
}

const centavos = (value: string | null): number | null =>
  value && /^\d+\.\d{2}$/.test(value) ? Number(value.replace('.', '')) : null;

export type NfseDraft = {
  chaveAcesso: string;
  numero: number;
  dhProc: Date;
  /** 1 a municipality, 2 the Sistema Nacional. */
  ambienteGerador: 1 | 2;
  /** The provider's name, as the register would give it. */
  nomeEmitente: string;
  /** `xOutInf`: the sandbox says there that the note has no legal value. */
  outrasInformacoes?: string;
};

/** The unsigned NFS-e of layout 1.01 answering a DPS (see above); throws when the text is no DPS. */
export function nfseFromDps(signedDpsXml: string, draft: NfseDraft): string {
  const read = readDps(signedDpsXml);
  if (!read) throw new TypeError('Not a DPS');
  const { fields } = read;
  const vServ = centavos(fields.vServ) ?? 0;
  const rate = fields.pAliq ? Number(fields.pAliq) : null;
  const iss = rate === null ? null : issCentavos(vServ, rate);
  const retido = fields.tpRetISSQN === '2' && iss !== null ? iss : 0;
  const place = (code: string | null) => `Municipio IBGE ${code ?? ''}`.trim();
  const infNFSe = el(
    'infNFSe',
    { Id: `NFS${draft.chaveAcesso}` },
    el('xLocEmi', null, place(fields.cLocEmi)),
    el('xLocPrestacao', null, place(fields.cLocPrestacao)),
    el('nNFSe', null, String(draft.numero)),
    fields.cLocPrestacao && el('cLocIncid', null, fields.cLocPrestacao),
    fields.cLocPrestacao && el('xLocIncid', null, place(fields.cLocPrestacao)),
    el('xTribNac', null, `Codigo de tributacao nacional ${fields.cTribNac ?? ''}`.trim()),
    el('verAplic', null, 'SefinNacional-teste'),
    el('ambGer', null, String(draft.ambienteGerador)),
    el('tpEmis', null, '1'),
    el('procEmi', null, '1'),
    el('cStat', null, '100'),
    el('dhProc', null, saoPauloDateTime(draft.dhProc)),
    el('nDFSe', null, String(draft.numero)),
    el(
      'emit',
      null,
      el(fields.prestador.tipo === 'cpf' ? 'CPF' : 'CNPJ', null, fields.prestador.numero),
      leaf('IM', fields.im),
      el('xNome', null, draft.nomeEmitente),
      el(
        'enderNac',
        null,
        el('xLgr', null, 'Endereco do cadastro nacional'),
        el('nro', null, 'S/N'),
        el('xBairro', null, 'Centro'),
        el('cMun', null, fields.cLocEmi),
        el('UF', null, 'SP'),
        el('CEP', null, '01001000'),
      ),
    ),
    el(
      'valores',
      null,
      iss !== null && el('vBC', null, xmlMoney(vServ)),
      iss !== null && el('pAliqAplic', null, fields.pAliq!),
      iss !== null && el('vISSQN', null, xmlMoney(iss)),
      retido > 0 && el('vTotalRet', null, xmlMoney(retido)),
      el('vLiq', null, xmlMoney(vServ - retido)),
    ),
    leaf('xOutInf', draft.outrasInformacoes),
    // The DPS as signed: its signature still verifies inside the note (the canonical form of infDPS is the same).
    fromDom(read.element),
  );
  return renderXml(el('NFSe', { xmlns: NFSE_NAMESPACE, versao: DPS_LAYOUT }, infNFSe));
}
