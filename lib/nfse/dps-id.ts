import { isValidCnpj, isValidCpf } from '@/lib/validation/cpf-cnpj';

/**
 * The Id of a DPS (D202), as the schema's `TSIdDPS` writes it: `DPS` + the IBGE code of the issuing municipality (7)
 * + the kind of federal registration (1 = CPF, 2 = CNPJ) + that registration left-padded with zeros to 14 + the
 * series left-padded to 5 + the DPS number left-padded to 15 (45 characters). The Sefin Nacional keys its "was this
 * DPS already accepted" lookup (`GET /dps/{id}`) on it, so one series and number never make two Ids.
 */
export type Inscricao = { tipo: 'cpf' | 'cnpj'; numero: string };

export type DpsIdParts = {
  /** IBGE code of the municipality that issues (`cLocEmi`). */
  municipioIbge: string;
  inscricao: Inscricao;
  /** 1–5 digits (`TSSerieDPS`). */
  serie: string;
  /** 1–15 digits, not starting with 0 (`TSNumDPS`). */
  numero: string | number;
};

/** One refused input, named by its path in the input (`prestador.cnpj`). */
export type DpsProblem = { field: string; message: string };

/** Every problem of an input at once, so a form or a log shows them all (D202). */
export class DpsInputError extends Error {
  readonly problems: DpsProblem[];
  constructor(problems: DpsProblem[]) {
    super(`Invalid DPS input: ${problems.map((p) => `${p.field}: ${p.message}`).join('; ')}`);
    this.name = 'DpsInputError';
    this.problems = problems;
  }
}

/** The two-digit codes of the 27 units of the federation: the first two digits of every IBGE municipality code. */
const UF_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 21, 22, 23, 24, 25, 26, 27, 28, 29, 31, 32, 33, 35, 41, 42, 43, 50, 51, 52, 53,
]);

export function municipioProblem(code: string): string | null {
  if (!/^\d{7}$/.test(code)) return 'must be the 7-digit IBGE municipality code';
  if (!UF_CODES.has(Number(code.slice(0, 2)))) return `no state has the IBGE code ${code.slice(0, 2)}`;
  return null;
}

export function inscricaoProblem(inscricao: Inscricao): string | null {
  const { tipo, numero } = inscricao;
  // The schema's TSCPF and TSCNPJ are digits only: punctuation is the caller's to remove, not guessed away here.
  if (tipo === 'cpf') {
    if (!/^\d{11}$/.test(numero)) return 'a CPF is 11 digits, without punctuation';
    return isValidCpf(numero) ? null : 'CPF check digits do not match';
  }
  if (tipo === 'cnpj') {
    if (!/^\d{14}$/.test(numero)) return 'a CNPJ is 14 digits, without punctuation';
    return isValidCnpj(numero) ? null : 'CNPJ check digits do not match';
  }
  return 'the registration kind is cpf or cnpj';
}

export function serieProblem(serie: string): string | null {
  return /^\d{1,5}$/.test(serie) ? null : 'the series is 1 to 5 digits';
}

/** The number as the schema writes it (no leading zero), or null when it is none. */
export function numeroDps(numero: string | number): string | null {
  const text = typeof numero === 'number' ? (Number.isSafeInteger(numero) ? String(numero) : '') : numero;
  return /^[1-9]\d{0,14}$/.test(text) ? text : null;
}

export function dpsIdProblems(parts: DpsIdParts, prefix = ''): DpsProblem[] {
  const problems: DpsProblem[] = [];
  const add = (field: string, message: string | null) => {
    if (message) problems.push({ field: `${prefix}${field}`, message });
  };
  add('municipioIbge', municipioProblem(parts.municipioIbge));
  add('inscricao', inscricaoProblem(parts.inscricao));
  add('serie', serieProblem(parts.serie));
  add('numero', numeroDps(parts.numero) ? null : 'the DPS number is 1 to 15 digits and does not start with 0');
  return problems;
}

/** The DPS Id; throws a DpsInputError naming every part that cannot make one. */
export function dpsId(parts: DpsIdParts): string {
  const problems = dpsIdProblems(parts);
  if (problems.length > 0) throw new DpsInputError(problems);
  const tipo = parts.inscricao.tipo === 'cpf' ? '1' : '2';
  return [
    'DPS',
    parts.municipioIbge,
    tipo,
    parts.inscricao.numero.padStart(14, '0'),
    parts.serie.padStart(5, '0'),
    numeroDps(parts.numero)!.padStart(15, '0'),
  ].join('');
}
