import { TIME_ZONE } from '@/lib/format';
import {
  DpsInputError,
  type DpsProblem,
  type Inscricao,
  dpsId,
  inscricaoProblem,
  municipioProblem,
  numeroDps,
  serieProblem,
} from './dps-id';
import { type XmlElement, el, leaf, notXmlCharacter, renderXml } from './xml';

export { DpsInputError, type DpsProblem } from './dps-id';

/**
 * The DPS (Declaração de Prestação de Serviço) of the national NFS-e, layout 1.01 (D201), built from a typed input
 * (D202). The element order, the optional groups and every value's shape follow `TCInfDPS` of
 * server/nfse/schemas/v1_01/tiposComplexos_v1.01.xsd; the document is then signed (server/nfse/sign-dps.ts) and
 * checked against that schema (server/nfse/xsd.ts). Pure: no clock, no I/O.
 */
export type DpsLayout = '1.00' | '1.01';
/** The layout the product emits (D201). */
export const DPS_LAYOUT: DpsLayout = '1.01';
export const NFSE_NAMESPACE = 'http://www.sped.fazenda.gov.br/nfse';
/** `verAplic`: the application that wrote the DPS (1–20 characters). */
export const DPS_APP_VERSION = 'agencia-web-1';

export type Endereco = {
  /** IBGE code of the taker's municipality. */
  municipioIbge: string;
  /** 8 digits. */
  cep: string;
  logradouro: string;
  numero: string;
  complemento?: string;
  bairro: string;
};

/** The provider's standing with the Simples Nacional (`opSimpNac`): 1 not opting, 2 MEI, 3 ME/EPP. */
export type RegimeTributario =
  | { tipo: 'mei' }
  /** `regApTribSN`: 1 federal and municipal taxes in the SN; 2 ISS outside it; 3 both outside it. */
  | { tipo: 'simples-nacional'; regApTribSN: 1 | 2 | 3 }
  | { tipo: 'normal' };

export type DpsInput = {
  /** `tpAmb`: 1 production, 2 the restricted production (homologação). */
  ambiente: 1 | 2;
  /** The instant of issue; written on São Paulo's clock with its offset (D202). */
  dhEmi: Date;
  /** 1–5 digits. */
  serie: string;
  /** 1–15 digits, from 1. */
  numero: string | number;
  /** The day the service is taxed (`dCompet`), yyyy-MM-dd, not after the São Paulo day of `dhEmi`. */
  competencia: string;
  prestador: {
    cnpj: string;
    inscricaoMunicipal?: string;
    regime: RegimeTributario;
    /** `regEspTrib`, 0 (none) unless the municipality granted one. */
    regimeEspecial?: 0 | 1 | 2 | 3 | 4 | 5 | 6;
    /** IBGE code of the municipality where the provider is registered and issues (`cLocEmi`). */
    municipioIbge: string;
  };
  tomador: {
    documento: Inscricao;
    nome: string;
    endereco?: Endereco;
    email?: string;
  };
  servico: {
    /** National taxation code: 6 digits (LC 116 item, subitem, national split). */
    cTribNac: string;
    /** Municipal taxation code, 3 digits, when the municipality has one. */
    cTribMun?: string;
    /** NBS code, 9 digits. */
    cNBS?: string;
    descricao: string;
    /** IBGE code of the municipality where the service was provided. */
    municipioPrestacao: string;
  };
  valores: {
    /** The service's value in centavos (D5). */
    servicoCentavos: number;
    /** The ISS rate in percent (2, 2.5, 5), at most two decimals; left out when the municipality's applies. */
    aliquotaIssPercent?: number;
    /** Withheld by the taker (`tpRetISSQN` 2) instead of paid by the provider (1). */
    issRetido: boolean;
    /** Simples Nacional ME/EPP only: the approximate total of taxes in percent (`pTotTribSN`). */
    tributosSimplesPercent?: number;
  };
};

/** What the values of a DPS come to (D202); the DPS carries the rate, the Sefin computes and returns the same. */
export type DpsValues = {
  servicoCentavos: number;
  /** The ISS, rounded half-up to the centavo; null without a rate. */
  issCentavos: number | null;
  /** The ISS the taker withholds (0 when not withheld). */
  issRetidoCentavos: number;
  /** What the taker pays the provider: the service less the withheld ISS. */
  liquidoCentavos: number;
};

/** A percentage with at most two decimals as integer hundredths (2.5 → 250), or null when it has more. */
function hundredths(percent: number): number | null {
  if (!Number.isFinite(percent)) return null;
  const scaled = Math.round(percent * 100);
  return Math.abs(scaled - percent * 100) < 1e-6 ? scaled : null;
}

/** Half-up rounding to the centavo, in integers: `centavos × rate` never passes through a binary fraction. */
export function issCentavos(servicoCentavos: number, aliquotaIssPercent: number): number {
  const rate = hundredths(aliquotaIssPercent);
  if (!Number.isSafeInteger(servicoCentavos) || servicoCentavos < 0 || rate === null || rate < 0)
    throw new RangeError(`Not an ISS computation: ${servicoCentavos} × ${aliquotaIssPercent}%`);
  return Number((BigInt(servicoCentavos) * BigInt(rate) + 5000n) / 10000n);
}

export function dpsValues(valores: DpsInput['valores']): DpsValues {
  const iss =
    valores.aliquotaIssPercent === undefined ? null : issCentavos(valores.servicoCentavos, valores.aliquotaIssPercent);
  const retido = valores.issRetido && iss !== null ? iss : 0;
  return {
    servicoCentavos: valores.servicoCentavos,
    issCentavos: iss,
    issRetidoCentavos: retido,
    liquidoCentavos: valores.servicoCentavos - retido,
  };
}

/** Centavos as the schema's `TSDec15V2`: "1234.56", "0.00". */
export function xmlMoney(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0) throw new RangeError(`Not an amount: ${centavos}`);
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

function xmlPercent(rate: number): string {
  return `${Math.floor(rate / 100)}.${String(rate % 100).padStart(2, '0')}`;
}

let saoPauloSeconds: Intl.DateTimeFormat | undefined;

/**
 * An instant on São Paulo's wall clock with its UTC offset, as `dhEmi` wants it ("2026-12-02T10:15:00-03:00"): the
 * Sefin refuses a time that is not the local one (E0008). The offset comes from the time-zone data, not a
 * constant: Brazil has kept -03:00 since it dropped daylight saving in 2019, and a date before that gets its own.
 */
export function saoPauloDateTime(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid date');
  saoPauloSeconds ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'longOffset',
  });
  const parts: Record<string, string> = {};
  for (const part of saoPauloSeconds.formatToParts(at)) parts[part.type] = part.value;
  // "GMT-03:00"; at UTC itself Intl prints a bare "GMT".
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.replace(/^GMT/, '');
  return `${parts.year.padStart(4, '0')}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The schema's `TSString` (addresses, the municipal registration, the e-mail): characters from U+0020 to U+00FF,
 * no tab or line break, no space at either end. Runs of white space become one space; a character outside Latin-1
 * (an em dash, a curly quote, an emoji) is refused with its name rather than replaced by a guess.
 */
function schemaString(value: string, max: number): { value: string; problem: string | null } {
  const clean = value.replace(/\s+/g, ' ').trim();
  if (clean.length === 0) return { value: clean, problem: 'must not be empty' };
  if (clean.length > max) return { value: clean, problem: `at most ${max} characters` };
  const outside = [...clean].find((char) => char.codePointAt(0)! > 0xff || char.codePointAt(0)! < 0x20);
  if (outside) {
    const code = outside.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    return { value: clean, problem: `the schema takes Latin-1 text only, not “${outside}” (U+${code})` };
  }
  return { value: clean, problem: null };
}

/** Free text (the taker's name, the description): any XML character; line breaks kept as line feeds. */
function freeText(value: string, max: number, multiline: boolean): { value: string; problem: string | null } {
  const clean = multiline
    ? value
        .replace(/\r\n?/g, '\n')
        .replace(/[^\S\n]+\n/g, '\n')
        .trim()
    : value.replace(/\s+/g, ' ').trim();
  if (clean.length === 0) return { value: clean, problem: 'must not be empty' };
  if ([...clean].length > max) return { value: clean, problem: `at most ${max} characters` };
  const bad = notXmlCharacter(clean);
  if (bad !== null)
    return {
      value: clean,
      problem: `holds U+${bad.codePointAt(0)!.toString(16).toUpperCase()}, which XML cannot carry`,
    };
  return { value: clean, problem: null };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The input checked and normalised, every problem named; the XML is built only from what this returns. */
function checked(input: DpsInput) {
  const problems: DpsProblem[] = [];
  const add = (field: string, problem: string | null) => {
    if (problem) problems.push({ field, message: problem });
  };
  const text = (field: string, result: { value: string; problem: string | null }) => {
    add(field, result.problem);
    return result.value;
  };
  const code = (field: string, value: string | undefined, digits: number) => {
    if (value !== undefined) add(field, new RegExp(`^\\d{${digits}}$`).test(value) ? null : `${digits} digits`);
    return value;
  };

  add('ambiente', input.ambiente === 1 || input.ambiente === 2 ? null : '1 (production) or 2 (homologação)');
  const dhEmiValid = input.dhEmi instanceof Date && !Number.isNaN(input.dhEmi.getTime());
  const dhEmi = dhEmiValid ? saoPauloDateTime(input.dhEmi) : '';
  add('dhEmi', dhEmiValid ? (/^20\d\d-/.test(dhEmi) ? null : 'the schema takes years 2000–2099') : 'not a date');
  add('serie', serieProblem(input.serie));
  add('numero', numeroDps(input.numero) ? null : '1 to 15 digits, not starting with 0');
  if (!isCalendarDay(input.competencia) || !input.competencia.startsWith('20'))
    add('competencia', 'a day yyyy-MM-dd between 2000 and 2099');
  else if (dhEmiValid && input.competencia > dhEmi.slice(0, 10)) add('competencia', 'after the São Paulo day of dhEmi');

  const { prestador, tomador, servico, valores } = input;
  add('prestador.cnpj', inscricaoProblem({ tipo: 'cnpj', numero: prestador.cnpj }));
  const im =
    prestador.inscricaoMunicipal === undefined
      ? undefined
      : text('prestador.inscricaoMunicipal', schemaString(prestador.inscricaoMunicipal, 15));
  add('prestador.municipioIbge', municipioProblem(prestador.municipioIbge));
  const regime = prestador.regime;
  if (!['mei', 'simples-nacional', 'normal'].includes(regime?.tipo))
    add('prestador.regime', 'mei, simples-nacional or normal');
  else if (regime.tipo === 'simples-nacional' && ![1, 2, 3].includes(regime.regApTribSN))
    add('prestador.regime.regApTribSN', '1, 2 or 3');
  const regimeEspecial = prestador.regimeEspecial ?? 0;
  add('prestador.regimeEspecial', [0, 1, 2, 3, 4, 5, 6].includes(regimeEspecial) ? null : '0 to 6');

  add('tomador.documento', inscricaoProblem(tomador.documento));
  const nome = text('tomador.nome', freeText(tomador.nome, 300, false));
  const email = tomador.email === undefined ? undefined : text('tomador.email', schemaString(tomador.email, 80));
  if (email !== undefined && !EMAIL.test(email)) add('tomador.email', 'not an e-mail address');
  const end = tomador.endereco;
  const endereco = end && {
    municipioIbge: end.municipioIbge,
    cep: end.cep,
    logradouro: text('tomador.endereco.logradouro', schemaString(end.logradouro, 255)),
    numero: text('tomador.endereco.numero', schemaString(end.numero, 60)),
    complemento:
      end.complemento === undefined || end.complemento.trim() === ''
        ? undefined
        : text('tomador.endereco.complemento', schemaString(end.complemento, 156)),
    bairro: text('tomador.endereco.bairro', schemaString(end.bairro, 60)),
  };
  if (end) {
    add('tomador.endereco.municipioIbge', municipioProblem(end.municipioIbge));
    code('tomador.endereco.cep', end.cep, 8);
  }

  code('servico.cTribNac', servico.cTribNac, 6);
  code('servico.cTribMun', servico.cTribMun, 3);
  code('servico.cNBS', servico.cNBS, 9);
  const descricao = text('servico.descricao', freeText(servico.descricao, 2000, true));
  add('servico.municipioPrestacao', municipioProblem(servico.municipioPrestacao));

  const servicoOk = Number.isSafeInteger(valores.servicoCentavos) && valores.servicoCentavos > 0;
  add('valores.servicoCentavos', servicoOk ? null : 'a whole number of centavos above zero');
  let aliquota: number | undefined;
  if (valores.aliquotaIssPercent !== undefined) {
    const rate = hundredths(valores.aliquotaIssPercent);
    // ISS is at most 5% (LC 116/2003, art. 8); the schema's TSDec1V2 has one integer digit and two decimals.
    if (rate === null || rate <= 0 || rate > 500)
      add('valores.aliquotaIssPercent', 'a rate above 0 and up to 5, with at most two decimals');
    else aliquota = rate;
  }
  let tributosSN: number | undefined;
  if (valores.tributosSimplesPercent !== undefined) {
    const rate = hundredths(valores.tributosSimplesPercent);
    if (regime?.tipo !== 'simples-nacional')
      add('valores.tributosSimplesPercent', 'only for a Simples Nacional ME/EPP provider');
    else if (rate === null || rate <= 0 || rate >= 10_000)
      add('valores.tributosSimplesPercent', 'a percentage above 0 and under 100, with at most two decimals');
    else tributosSN = rate;
  }

  if (problems.length > 0) throw new DpsInputError(problems);
  return { dhEmi, im, regimeEspecial, nome, email, endereco, descricao, aliquota, tributosSN };
}

function opSimpNac(regime: RegimeTributario): string {
  return regime.tipo === 'normal' ? '1' : regime.tipo === 'mei' ? '2' : '3';
}

/** The DPS as an unsigned XML document, UTF-8, one line; throws a DpsInputError naming every refused field. */
export function buildDpsXml(input: DpsInput): string {
  const v = checked(input);
  const { prestador, tomador, servico, valores } = input;
  const id = dpsId({
    municipioIbge: prestador.municipioIbge,
    inscricao: { tipo: 'cnpj', numero: prestador.cnpj },
    serie: input.serie,
    numero: input.numero,
  });
  const regime = prestador.regime;
  const doc = tomador.documento;

  const prest = el(
    'prest',
    null,
    el('CNPJ', null, prestador.cnpj),
    leaf('IM', v.im),
    // The provider's name and address are the national register's (CNC): a DPS its provider issues leaves them out.
    el(
      'regTrib',
      null,
      el('opSimpNac', null, opSimpNac(regime)),
      regime.tipo === 'simples-nacional' && el('regApTribSN', null, String(regime.regApTribSN)),
      el('regEspTrib', null, String(v.regimeEspecial)),
    ),
  );

  const toma = el(
    'toma',
    null,
    el(doc.tipo === 'cpf' ? 'CPF' : 'CNPJ', null, doc.numero),
    el('xNome', null, v.nome),
    v.endereco &&
      el(
        'end',
        null,
        el('endNac', null, el('cMun', null, v.endereco.municipioIbge), el('CEP', null, v.endereco.cep)),
        el('xLgr', null, v.endereco.logradouro),
        el('nro', null, v.endereco.numero),
        leaf('xCpl', v.endereco.complemento),
        el('xBairro', null, v.endereco.bairro),
      ),
    leaf('email', v.email),
  );

  const serv = el(
    'serv',
    null,
    el('locPrest', null, el('cLocPrestacao', null, servico.municipioPrestacao)),
    el(
      'cServ',
      null,
      el('cTribNac', null, servico.cTribNac),
      leaf('cTribMun', servico.cTribMun),
      el('xDescServ', null, v.descricao),
      leaf('cNBS', servico.cNBS),
    ),
  );

  const trib = el(
    'trib',
    null,
    el(
      'tribMun',
      null,
      // 1: a taxable operation, which is every service the agency sells in Brazil (D202).
      el('tribISSQN', null, '1'),
      el('tpRetISSQN', null, valores.issRetido ? '2' : '1'),
      v.aliquota !== undefined && el('pAliq', null, xmlPercent(v.aliquota)),
    ),
    el(
      'totTrib',
      null,
      v.tributosSN !== undefined
        ? el('pTotTribSN', null, xmlPercent(v.tributosSN))
        : // 0: no estimate of the taxes is given (Decreto 8.264/2014 allows it).
          el('indTotTrib', null, '0'),
    ),
  );

  const infDPS: XmlElement = el(
    'infDPS',
    { Id: id },
    el('tpAmb', null, String(input.ambiente)),
    el('dhEmi', null, v.dhEmi),
    el('verAplic', null, DPS_APP_VERSION),
    el('serie', null, input.serie),
    el('nDPS', null, numeroDps(input.numero)!),
    el('dCompet', null, input.competencia),
    // 1: the provider itself issues the DPS.
    el('tpEmit', null, '1'),
    el('cLocEmi', null, prestador.municipioIbge),
    prest,
    toma,
    serv,
    el('valores', null, el('vServPrest', null, el('vServ', null, xmlMoney(valores.servicoCentavos))), trib),
  );

  return renderXml(el('DPS', { xmlns: NFSE_NAMESPACE, versao: DPS_LAYOUT }, infDPS));
}
