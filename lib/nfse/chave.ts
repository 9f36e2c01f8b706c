import type { Inscricao } from './dps-id';

/**
 * The NFS-e's access key (`chaveAcesso`, 50 digits; the NFS-e's Id is `NFS` + the key), as `TSIdNFSe` writes it: the
 * issuing municipality's IBGE code (7) + the environment that generated it (1: 1 a municipality, 2 the Sistema
 * Nacional) + the registration kind (1 CPF, 2 CNPJ) + the registration left-padded to 14 + the NFS-e number (13) +
 * the year and month of issue (YYMM) + a numeric code (9) + a check digit. The Sefin makes the key, never the issuer:
 * the product builds one only in its sandbox and the tests' stand-in (D211), and reads the Sefin's as an opaque
 * 50-digit text (the check digit is modulus 11 as in the NF-e's key; the product does not refuse a key for it).
 */
export type ChaveParts = {
  municipioIbge: string;
  ambienteGerador: 1 | 2;
  inscricao: Inscricao;
  numeroNfse: number;
  /** yyyy-MM of the issue, São Paulo's calendar. */
  anoMes: string;
  /** 9 digits. */
  codigoNumerico: string;
};

export const CHAVE_ACESSO = /^\d{50}$/;

export function isChaveAcesso(value: unknown): value is string {
  return typeof value === 'string' && CHAVE_ACESSO.test(value);
}

/** Modulus 11 with weights 2–9 from the right; 0 when the remainder leaves 10 or 11. */
export function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv >= 10 ? 0 : dv;
}

export function chaveAcesso(parts: ChaveParts): string {
  const { municipioIbge, ambienteGerador, inscricao, numeroNfse, anoMes, codigoNumerico } = parts;
  if (!/^\d{7}$/.test(municipioIbge)) throw new RangeError('municipioIbge: 7 digits');
  if (!/^\d{11}$|^\d{14}$/.test(inscricao.numero)) throw new RangeError('inscricao: a CPF or a CNPJ');
  if (!Number.isSafeInteger(numeroNfse) || numeroNfse < 1 || numeroNfse >= 1e13)
    throw new RangeError('numeroNfse: 1 to 13 digits');
  const month = /^20(\d\d)-(0[1-9]|1[0-2])$/.exec(anoMes);
  if (!month) throw new RangeError('anoMes: yyyy-MM');
  if (!/^\d{9}$/.test(codigoNumerico)) throw new RangeError('codigoNumerico: 9 digits');
  const body = [
    municipioIbge,
    String(ambienteGerador),
    inscricao.tipo === 'cpf' ? '1' : '2',
    inscricao.numero.padStart(14, '0'),
    String(numeroNfse).padStart(13, '0'),
    `${month[1]}${month[2]}`,
    codigoNumerico,
  ].join('');
  return `${body}${mod11(body)}`;
}
