import { DOMParser } from '@xmldom/xmldom';
import { NFSE_NAMESPACE } from './dps';

/**
 * An authorised NFS-e of layout 1.01 (the Sefin's answer, `NFSe` > `infNFSe` with the `DPS` it authorised, as
 * `TCNFSe` and `TCInfNFSe` of server/nfse/schemas/v1_01/tiposComplexos_v1.01.xsd have it) read into what the DANFSe
 * prints (D220). Pure: the text in, a typed document out. The Sefin's signature is not checked here: the document
 * comes from the Sefin over mutual TLS, and what this reader guards against is a malformed or partial answer.
 */

/** Far above any NFS-e (a few KB: the DPS, its signature and the Sefin's); refused before it is parsed (D220). */
export const MAX_NFSE_BYTES = 1024 * 1024;

export type Ambiente = 1 | 2;

export type Documento =
  | { tipo: 'cnpj' | 'cpf'; numero: string }
  /** A foreign taker's tax id (`NIF`), or `cNaoNIF`'s reason code when it has none. */
  | { tipo: 'nif'; numero: string }
  | { tipo: 'sem-nif'; motivo: string };

export type NfseEndereco = {
  logradouro: string;
  numero: string;
  complemento?: string;
  bairro: string;
  /** IBGE code (a Brazilian address); the NFS-e carries no municipality name for it. */
  municipioIbge?: string;
  uf?: string;
  /** 8 digits (a Brazilian address). */
  cep?: string;
  /** A foreign address (`endExt`): ISO country code, city and postal code. */
  pais?: string;
  cidade?: string;
  codigoPostal?: string;
};

export type NfseDocument = {
  /** The 50-digit chave de acesso (the `Id` of `infNFSe` without its `NFS`). */
  chave: string;
  /** `versao` of the NFS-e (1.00 or 1.01). */
  versao: string;
  /** `nNFSe`, the number the Sefin gave. */
  numero: string;
  /** `nDFSe`, the generating environment's own sequence. */
  numeroDfse: string;
  /** `dhProc`: when the Sefin validated the DPS and generated the NFS-e. */
  processadaEm: Date;
  /** `dhEmi` of the DPS. */
  emitidaEm: Date;
  /** `dCompet` of the DPS, yyyy-MM-dd. */
  competencia: string;
  /** `tpAmb` of the DPS: 1 production, 2 the restricted production (no legal value). */
  ambiente: Ambiente;
  /** `ambGer`: 1 the municipality's system, 2 the Sefin Nacional. */
  ambienteGerador: '1' | '2';
  /** `tpEmis`. */
  tipoEmissao: string;
  /** `cStat`: 100 generated, 102 by court order, 103 avulsa, 107 MEI. */
  status: string;
  /** `verAplic` of the NFS-e. */
  versaoAplicativo: string;
  /** `xLocEmi`: the issuing municipality's name. */
  localEmissao: string;
  /** `xLocPrestacao`: where the service was provided. */
  localPrestacao: string;
  /** `cLocIncid`/`xLocIncid`: where the ISS is due, when the Sefin says. */
  incidencia?: { municipioIbge?: string; nome?: string };
  dps: { id: string; serie: string; numero: string; municipioEmissor: string };
  emitente: {
    documento: Documento;
    inscricaoMunicipal?: string;
    nome: string;
    nomeFantasia?: string;
    endereco: NfseEndereco;
    telefone?: string;
    email?: string;
    /** `opSimpNac` of the DPS: 1 not opting, 2 MEI, 3 ME/EPP. */
    simplesNacional: '1' | '2' | '3';
    /** `regApTribSN` of the DPS, for an ME/EPP. */
    regimeApuracaoSN?: string;
    /** `regEspTrib` of the DPS. */
    regimeEspecial: string;
  };
  /** The taker; the schema lets a DPS leave it out. */
  tomador?: {
    documento: Documento;
    inscricaoMunicipal?: string;
    nome: string;
    endereco?: NfseEndereco;
    telefone?: string;
    email?: string;
  };
  servico: {
    cTribNac: string;
    /** `xTribNac`: the national code's description, as the Sefin words it. */
    xTribNac: string;
    cTribMun?: string;
    xTribMun?: string;
    cNBS?: string;
    descricao: string;
    /** `cLocPrestacao` (IBGE) or `cPaisPrestacao` (ISO). */
    municipioPrestacao?: string;
    paisPrestacao?: string;
    informacoesComplementares?: string;
  };
  valores: {
    /** `vServ` of the DPS, in centavos (D5). */
    servicoCentavos: number;
    descontoIncondicionadoCentavos?: number;
    descontoCondicionadoCentavos?: number;
    /** `vBC`, `pAliqAplic`, `vISSQN`: what the Sefin computed. */
    baseCalculoCentavos?: number;
    /** The applied rate in percent (2, 2.5). */
    aliquotaPercent?: number;
    issCentavos?: number;
    /** `tribISSQN` of the DPS: 1 taxable, 2 immune, 3 export, 4 not levied. */
    tributacaoIss: string;
    /** `tpRetISSQN` of the DPS: 1 not withheld, 2 by the taker, 3 by the intermediary. */
    retencaoIss: '1' | '2' | '3';
    /** Federal withholdings of the DPS (`tribFed`). */
    retencoesFederais: { irrfCentavos?: number; cpCentavos?: number; csllCentavos?: number };
    /** `vTotalRet`: every withholding the taker made. */
    totalRetidoCentavos?: number;
    /** `vLiq`: what the taker pays the provider. */
    liquidoCentavos: number;
  };
  /** `xOutInf`: the municipality's note. */
  outrasInformacoes?: string;
};

/** A document this reader refuses; `field` is the path of the missing or malformed element, for the log (D220). */
export class NfseXmlError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'NfseXmlError';
  }
}

type XmlNode = Element;

/** The element children of `parent` of the national namespace named `name` (never a grandchild). */
function children(parent: XmlNode, name: string): XmlNode[] {
  const found: XmlNode[] = [];
  for (let child = parent.firstChild; child; child = child.nextSibling) {
    if (child.nodeType !== 1) continue;
    const element = child as XmlNode;
    if (element.localName === name && element.namespaceURI === NFSE_NAMESPACE) found.push(element);
  }
  return found;
}

/**
 * A reader over one element, keeping its path (`infNFSe/emit/xNome`) so that a refusal names what is missing; every
 * text is trimmed, and an empty element counts as missing (the schema gives none a zero length).
 */
class At {
  constructor(
    readonly node: XmlNode,
    readonly path: string,
  ) {}

  private one(name: string): XmlNode | undefined {
    const found = children(this.node, name);
    if (found.length > 1)
      throw new NfseXmlError(`${this.path}/${name} appears ${found.length} times`, this.field(name));
    return found[0];
  }

  field(name: string): string {
    return `${this.path}/${name}`;
  }

  group(name: string): At | undefined {
    const node = this.one(name);
    return node && new At(node, this.field(name));
  }

  need(name: string): At {
    const group = this.group(name);
    if (!group) throw new NfseXmlError(`Missing ${this.field(name)}`, this.field(name));
    return group;
  }

  opt(name: string): string | undefined {
    const node = this.one(name);
    if (!node) return undefined;
    const value = (node.textContent ?? '').trim();
    return value === '' ? undefined : value;
  }

  req(name: string): string {
    const value = this.opt(name);
    if (value === undefined) throw new NfseXmlError(`Missing ${this.field(name)}`, this.field(name));
    return value;
  }

  /** A required value that must match `shape` (a schema pattern); `what` words it for the error. */
  match(name: string, shape: RegExp, what: string): string {
    const value = this.req(name);
    if (!shape.test(value)) throw new NfseXmlError(`${this.field(name)} is not ${what}: ${value}`, this.field(name));
    return value;
  }

  optMatch(name: string, shape: RegExp, what: string): string | undefined {
    return this.opt(name) === undefined ? undefined : this.match(name, shape, what);
  }

  /** `TSDec15V2` ("1234.56", "0") as integer centavos, never through a binary fraction. */
  money(name: string): number {
    return centavos(this.match(name, MONEY, 'an amount'));
  }

  optMoney(name: string): number | undefined {
    return this.opt(name) === undefined ? undefined : this.money(name);
  }

  instant(name: string): Date {
    const value = this.match(name, DATE_TIME, 'a date and time with its offset');
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) throw new NfseXmlError(`${this.field(name)} is not a date: ${value}`);
    return date;
  }
}

const MONEY = /^(0|[1-9]\d{0,14})(\.\d{2})?$|^0\.\d{2}$/;
const DATE_TIME = /^20\d\d-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/;
const DAY = /^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const IBGE = /^\d{7}$/;

function centavos(value: string): number {
  const [reais, cents = '00'] = value.split('.');
  return Number(reais) * 100 + Number(cents);
}

function documento(at: At): Documento {
  const cnpj = at.optMatch('CNPJ', /^\d{14}$/, 'a CNPJ');
  if (cnpj) return { tipo: 'cnpj', numero: cnpj };
  const cpf = at.optMatch('CPF', /^\d{11}$/, 'a CPF');
  if (cpf) return { tipo: 'cpf', numero: cpf };
  const nif = at.opt('NIF');
  if (nif) return { tipo: 'nif', numero: nif };
  const motivo = at.opt('cNaoNIF');
  if (motivo) return { tipo: 'sem-nif', motivo };
  throw new NfseXmlError(`Missing ${at.path}/CNPJ or CPF`, at.field('CNPJ'));
}

/** `TCEndereco` of the DPS: `endNac` (IBGE code, CEP) or `endExt`, then the street lines. */
function endereco(end: At): NfseEndereco {
  const nac = end.group('endNac');
  const ext = nac ? undefined : end.group('endExt');
  if (!nac && !ext) throw new NfseXmlError(`Missing ${end.path}/endNac`, end.field('endNac'));
  return {
    logradouro: end.req('xLgr'),
    numero: end.req('nro'),
    complemento: end.opt('xCpl'),
    bairro: end.req('xBairro'),
    ...(nac
      ? { municipioIbge: nac.match('cMun', IBGE, 'an IBGE code'), cep: nac.match('CEP', /^\d{8}$/, 'a CEP') }
      : { pais: ext!.req('cPais'), cidade: ext!.req('xCidade'), codigoPostal: ext!.req('cEndPost') }),
  };
}

function oneOf<T extends string>(at: At, name: string, values: readonly T[]): T {
  const value = at.req(name);
  if (!(values as readonly string[]).includes(value))
    throw new NfseXmlError(`${at.field(name)} is not one of ${values.join(', ')}: ${value}`, at.field(name));
  return value as T;
}

function parse(xml: string): XmlNode {
  const problems: string[] = [];
  const doc = new DOMParser({
    // A Sefin answer is well formed; anything xmldom has to recover from is refused, not guessed at.
    errorHandler: {
      warning: (message: string) => problems.push(message),
      error: (message: string) => problems.push(message),
      fatalError: (message: string) => problems.push(message),
    },
  }).parseFromString(xml, 'text/xml');
  if (problems.length > 0) throw new NfseXmlError(`Not well-formed XML: ${problems[0].split('\n')[0]}`);
  // No answer of the Sefin carries a DTD; one here could only declare entities (D220).
  if (doc.doctype) throw new NfseXmlError('A document type declaration is not accepted');
  const root = doc.documentElement;
  if (!root || root.localName !== 'NFSe' || root.namespaceURI !== NFSE_NAMESPACE)
    throw new NfseXmlError(`The root element is not NFSe of ${NFSE_NAMESPACE}`, 'NFSe');
  return root;
}

/** Reads an authorised NFS-e; throws an NfseXmlError naming the first missing or malformed field (D220). */
export function readNfseXml(xml: string): NfseDocument {
  if (typeof xml !== 'string' || xml.trim() === '') throw new NfseXmlError('Empty document');
  // A character is at least one byte: a longer string is over the cap before it is encoded.
  if (xml.length > MAX_NFSE_BYTES || new TextEncoder().encode(xml).length > MAX_NFSE_BYTES)
    throw new NfseXmlError(`Document too large (at most ${MAX_NFSE_BYTES} bytes)`);
  const root = new At(parse(xml), 'NFSe');
  const versao = root.node.getAttribute('versao') ?? '';
  if (!/^1\.0[01]$/.test(versao)) throw new NfseXmlError(`NFSe/@versao is not 1.00 or 1.01: ${versao}`, 'NFSe/@versao');

  const inf = root.need('infNFSe');
  const id = inf.node.getAttribute('Id') ?? '';
  const key = /^NFS(\d{50})$/.exec(id);
  if (!key) throw new NfseXmlError(`infNFSe/@Id is not NFS and 50 digits: ${id}`, 'NFSe/infNFSe/@Id');

  const emit = inf.need('emit');
  const ender = emit.need('enderNac');
  const valores = inf.need('valores');
  const dps = inf.need('DPS');
  const infDps = dps.need('infDPS');
  const prest = infDps.need('prest');
  const regTrib = prest.need('regTrib');
  const toma = infDps.group('toma');
  const serv = infDps.need('serv');
  const locPrest = serv.need('locPrest');
  const cServ = serv.need('cServ');
  const dpsValores = infDps.need('valores');
  const desconto = dpsValores.group('vDescCondIncond');
  const trib = dpsValores.need('trib');
  const tribMun = trib.need('tribMun');
  const tribFed = trib.group('tribFed');
  const aliquota = valores.optMatch('pAliqAplic', /^(0|\d(\.\d{2})?)$/, 'a rate');
  const tomaEnd = toma?.group('end');

  return {
    chave: key[1],
    versao,
    numero: inf.match('nNFSe', /^[1-9]\d{0,12}$/, 'an NFS-e number'),
    numeroDfse: inf.match('nDFSe', /^[1-9]\d{0,12}$/, 'a DFS-e number'),
    processadaEm: inf.instant('dhProc'),
    emitidaEm: infDps.instant('dhEmi'),
    competencia: infDps.match('dCompet', DAY, 'a day yyyy-MM-dd'),
    ambiente: Number(oneOf(infDps, 'tpAmb', ['1', '2'])) as Ambiente,
    ambienteGerador: oneOf(inf, 'ambGer', ['1', '2']),
    tipoEmissao: inf.req('tpEmis'),
    status: inf.req('cStat'),
    versaoAplicativo: inf.req('verAplic'),
    localEmissao: inf.req('xLocEmi'),
    localPrestacao: inf.req('xLocPrestacao'),
    incidencia:
      inf.opt('cLocIncid') || inf.opt('xLocIncid')
        ? { municipioIbge: inf.optMatch('cLocIncid', IBGE, 'an IBGE code'), nome: inf.opt('xLocIncid') }
        : undefined,
    dps: {
      id: infDps.node.getAttribute('Id') ?? '',
      serie: infDps.match('serie', /^\d{1,5}$/, 'a series'),
      numero: infDps.match('nDPS', /^[1-9]\d{0,14}$/, 'a DPS number'),
      municipioEmissor: infDps.match('cLocEmi', IBGE, 'an IBGE code'),
    },
    emitente: {
      documento: documento(emit),
      inscricaoMunicipal: emit.opt('IM'),
      nome: emit.req('xNome'),
      nomeFantasia: emit.opt('xFant'),
      endereco: {
        logradouro: ender.req('xLgr'),
        numero: ender.req('nro'),
        complemento: ender.opt('xCpl'),
        bairro: ender.req('xBairro'),
        municipioIbge: ender.match('cMun', IBGE, 'an IBGE code'),
        uf: ender.match('UF', /^[A-Z]{2}$/, 'a state'),
        cep: ender.match('CEP', /^\d{8}$/, 'a CEP'),
      },
      telefone: emit.opt('fone'),
      email: emit.opt('email'),
      simplesNacional: oneOf(regTrib, 'opSimpNac', ['1', '2', '3']),
      regimeApuracaoSN: regTrib.opt('regApTribSN'),
      regimeEspecial: regTrib.req('regEspTrib'),
    },
    tomador: toma && {
      documento: documento(toma),
      inscricaoMunicipal: toma.opt('IM'),
      nome: toma.req('xNome'),
      endereco: tomaEnd && endereco(tomaEnd),
      telefone: toma.opt('fone'),
      email: toma.opt('email'),
    },
    servico: {
      cTribNac: cServ.match('cTribNac', /^\d{6}$/, 'a national taxation code'),
      xTribNac: inf.req('xTribNac'),
      cTribMun: cServ.optMatch('cTribMun', /^\d{3}$/, 'a municipal taxation code'),
      xTribMun: inf.opt('xTribMun'),
      cNBS: cServ.opt('cNBS'),
      descricao: cServ.req('xDescServ'),
      municipioPrestacao: locPrest.optMatch('cLocPrestacao', IBGE, 'an IBGE code'),
      paisPrestacao: locPrest.opt('cPaisPrestacao'),
      informacoesComplementares: serv.group('infoCompl')?.opt('xInfComp'),
    },
    valores: {
      servicoCentavos: dpsValores.need('vServPrest').money('vServ'),
      descontoIncondicionadoCentavos: desconto?.optMoney('vDescIncond'),
      descontoCondicionadoCentavos: desconto?.optMoney('vDescCond'),
      baseCalculoCentavos: valores.optMoney('vBC'),
      aliquotaPercent: aliquota === undefined ? undefined : centavos(aliquota) / 100,
      issCentavos: valores.optMoney('vISSQN'),
      tributacaoIss: tribMun.req('tribISSQN'),
      retencaoIss: oneOf(tribMun, 'tpRetISSQN', ['1', '2', '3']),
      retencoesFederais: {
        irrfCentavos: tribFed?.optMoney('vRetIRRF'),
        cpCentavos: tribFed?.optMoney('vRetCP'),
        csllCentavos: tribFed?.optMoney('vRetCSLL'),
      },
      totalRetidoCentavos: valores.optMoney('vTotalRet'),
      liquidoCentavos: valores.money('vLiq'),
    },
    outrasInformacoes: inf.opt('xOutInf'),
  };
}
