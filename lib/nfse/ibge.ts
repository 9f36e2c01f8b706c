import { MUNICIPIOS_IBGE } from '@/content/municipios-ibge';
import { normalizeForSearch } from '@/lib/text';

/** The states by the first two digits of an IBGE municipality code (11 Rondônia … 53 Distrito Federal). */
export const UF_BY_IBGE_PREFIX: Readonly<Record<string, string>> = {
  '11': 'RO',
  '12': 'AC',
  '13': 'AM',
  '14': 'RR',
  '15': 'PA',
  '16': 'AP',
  '17': 'TO',
  '21': 'MA',
  '22': 'PI',
  '23': 'CE',
  '24': 'RN',
  '25': 'PB',
  '26': 'PE',
  '27': 'AL',
  '28': 'SE',
  '29': 'BA',
  '31': 'MG',
  '32': 'ES',
  '33': 'RJ',
  '35': 'SP',
  '41': 'PR',
  '42': 'SC',
  '43': 'RS',
  '50': 'MS',
  '51': 'MT',
  '52': 'GO',
  '53': 'DF',
};

export type Municipio = { codigo: string; nome: string; uf: string };

/**
 * D227: the 7th digit of an IBGE code is a check digit over the first six, weights 1,2,1,2,1,2, a product over 9
 * losing 9 (its digits summed), and the digit the one that brings the sum to a multiple of ten. Checked against the
 * whole built-in list: 5,561 of its 5,570 codes follow it; the nine that do not are in the list and accepted as
 * they are (IBGE assigned them so; the NF-e validators list the same nine).
 */
export function ibgeCheckDigit(firstSix: string): number {
  let sum = 0;
  for (let i = 0; i < 6; i++) {
    const product = Number(firstSix[i]) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

let byCode: Map<string, Municipio> | undefined;
function index(): Map<string, Municipio> {
  byCode ??= new Map(
    MUNICIPIOS_IBGE.map(([codigo, nome]) => {
      const code = String(codigo);
      return [code, { codigo: code, nome, uf: UF_BY_IBGE_PREFIX[code.slice(0, 2)] ?? '' }];
    }),
  );
  return byCode;
}

/** The municipality of a code in the built-in list, or null. */
export function municipioByCode(code: string): Municipio | null {
  return index().get(code) ?? null;
}

/**
 * A code the profile accepts (D227): 7 digits and either in the built-in list, or (a municipality installed after
 * the list was made) of a known state and with a right check digit.
 */
export function isValidIbgeCode(code: string): boolean {
  if (!/^\d{7}$/.test(code)) return false;
  if (index().has(code)) return true;
  return code.slice(0, 2) in UF_BY_IBGE_PREFIX && ibgeCheckDigit(code) === Number(code[6]);
}

/** "Curitiba/PR", or the code alone when it is not in the list. */
export function municipioLabel(code: string): string {
  const found = municipioByCode(code);
  return found ? `${found.nome}/${found.uf}` : code;
}

let keys: Array<{ key: string; municipio: Municipio }> | undefined;

/**
 * The municipalities whose name (or "name/UF", or code) matches what was typed, names that start with it first,
 * `limit` at most.
 */
export function searchMunicipios(query: string, limit = 20): Municipio[] {
  const q = normalizeForSearch(query);
  if (q.length < 2) return [];
  if (/^\d+$/.test(q)) return [...index().values()].filter((m) => m.codigo.startsWith(q)).slice(0, limit);
  keys ??= [...index().values()].map((municipio) => ({
    key: normalizeForSearch(`${municipio.nome}/${municipio.uf}`),
    municipio,
  }));
  const starts: Municipio[] = [];
  const contains: Municipio[] = [];
  for (const { key, municipio } of keys) {
    if (key.startsWith(q)) starts.push(municipio);
    else if (key.includes(q)) contains.push(municipio);
    if (starts.length >= limit) break;
  }
  const byName = (a: Municipio, b: Municipio) => a.nome.localeCompare(b.nome, 'pt-BR') || a.uf.localeCompare(b.uf);
  return [...starts.sort(byName), ...contains.sort(byName)].slice(0, limit);
}
