import { parseSync } from 'ofx-js';
import { fill, m } from '@/lib/messages';
import { isValidCnpj, isValidCpf } from '@/lib/validation/documento';
import { decodeOfx } from './decode';

/**
 * A bank statement in OFX, as the reconciliation screen needs it: the account and its credits. The structure is
 * read by `ofx-js` (OFX 1.0.2 SGML with unclosed tags, and OFX 2 XML); the bytes are decoded here first, by the
 * header's character set (decode.ts), since no OFX package reads it. Amounts become integer centavos (D5) with no
 * floating point; Brazilian banks write `.` as the decimal mark but a few write `,`, and both are read.
 */
export type StatementCredit = {
  /** The bank's id of the transaction, unique per account (FITID). */
  fitid: string;
  /** `bank:branch:account`: FITID is unique only within it. */
  conta: string;
  valor: number;
  /** The posting day as the bank wrote it (YYYY-MM-DD). */
  data: string;
  memo: string;
  /** The payer's name when the bank gives one (NAME, or PAYEE.NAME). */
  pagadorNome: string | null;
  /** A CPF or CNPJ (digits) written in the name or memo, when one with valid check digits is there. */
  pagadorDocumento: string | null;
};

export type OfxResult =
  { ok: true; credits: StatementCredit[]; contas: string[]; debitos: number } | { ok: false; message: string };

type Node = Record<string, unknown>;

const t = m.pix.statement;

const asArray = <T>(value: T | T[] | undefined | null): T[] =>
  value === undefined || value === null || (value as unknown) === '' ? [] : Array.isArray(value) ? value : [value];

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/** "1500.00", "-30,50", "1.234,56", "+12" → centavos (half-up past two decimals); null when not a number. */
export function ofxAmount(raw: string): number | null {
  const value = raw.replace(/\s/g, '');
  const match = /^([+-]?)([\d.,]+)$/.exec(value);
  if (!match) return null;
  let digits = match[2];
  const dots = digits.split('.').length - 1;
  const commas = digits.split(',').length - 1;
  // The decimal mark: the last of two kinds of mark, or a kind that appears once; repeated marks group thousands.
  const mark =
    dots && commas
      ? digits.lastIndexOf('.') > digits.lastIndexOf(',')
        ? '.'
        : ','
      : dots === 1
        ? '.'
        : commas === 1
          ? ','
          : null;
  const at = mark ? digits.lastIndexOf(mark) : -1;
  const fraction = at >= 0 ? digits.slice(at + 1) : '';
  digits = (at >= 0 ? digits.slice(0, at) : digits).replace(/[.,]/g, '');
  if (!/^\d*$/.test(fraction) || (!digits && !fraction)) return null;
  const cents = Number(`${fraction}00`.slice(0, 2)) + (Number(fraction[2] ?? 0) >= 5 ? 1 : 0);
  const total = Number(digits || 0) * 100 + cents;
  return match[1] === '-' ? -total : total;
}

/** YYYYMMDD[HHMMSS…][zone] → YYYY-MM-DD, the day the bank wrote. */
function ofxDay(raw: string): string | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(raw.trim());
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null;
}

function documentIn(...texts: string[]): string | null {
  for (const value of texts) {
    for (const match of value.matchAll(/\d[\d.\-/]{9,19}\d/g)) {
      const digits = match[0].replace(/\D/g, '');
      if (digits.length === 11 && isValidCpf(digits)) return digits;
      if (digits.length === 14 && isValidCnpj(digits)) return digits;
    }
  }
  return null;
}

function accountKey(from: Node | undefined): string | null {
  if (!from) return null;
  const id = text(from.ACCTID);
  if (!id) return null;
  return [text(from.BANKID), text(from.BRANCHID), id].join(':');
}

/** The statements of a file: bank accounts (STMTRS) and, when present, credit card accounts (CCSTMTRS). */
function statementsOf(ofx: Node): Node[] {
  const bank = asArray((ofx.BANKMSGSRSV1 as Node | undefined)?.STMTTRNRS as Node | Node[]).map((r) => r.STMTRS);
  const card = asArray((ofx.CREDITCARDMSGSRSV1 as Node | undefined)?.CCSTMTTRNRS as Node | Node[]).map(
    (r) => r.CCSTMTRS,
  );
  return [...bank, ...card].filter((s): s is Node => typeof s === 'object' && s !== null);
}

export function parseOfx(bytes: Uint8Array): OfxResult {
  if (bytes.length === 0) return { ok: false, message: t.empty };
  const source = decodeOfx(bytes);
  if (!/<OFX>/i.test(source)) return { ok: false, message: t.notOfx };
  let ofx: Node;
  try {
    const parsed = parseSync(source.replace(/<ofx>/i, '<OFX>'));
    if (typeof parsed.OFX !== 'object' || parsed.OFX === null) return { ok: false, message: t.notOfx };
    ofx = parsed.OFX;
  } catch (error) {
    return { ok: false, message: fill(t.unreadable, { detalhe: (error as Error).message }) };
  }
  const statements = statementsOf(ofx);
  if (statements.length === 0) return { ok: false, message: t.notOfx };

  const credits: StatementCredit[] = [];
  const contas: string[] = [];
  let debitos = 0;
  for (const statement of statements) {
    const conta = accountKey((statement.BANKACCTFROM ?? statement.CCACCTFROM) as Node | undefined);
    if (!conta) return { ok: false, message: t.noAccount };
    contas.push(conta);
    const list = (statement.BANKTRANLIST as Node | undefined)?.STMTTRN as Node | Node[] | undefined;
    for (const trn of asArray(list)) {
      const valor = ofxAmount(text(trn.TRNAMT));
      const fitid = text(trn.FITID);
      const data = ofxDay(text(trn.DTPOSTED));
      if (valor === null || !fitid || !data) {
        return { ok: false, message: fill(t.unreadable, { detalhe: `transação ${fitid || 'sem FITID'}` }) };
      }
      if (valor <= 0) {
        debitos++;
        continue;
      }
      const memo = text(trn.MEMO);
      const nome = text(trn.NAME) || text((trn.PAYEE as Node | undefined)?.NAME) || null;
      credits.push({
        fitid,
        conta,
        valor,
        data,
        memo,
        pagadorNome: nome,
        pagadorDocumento: documentIn(nome ?? '', memo),
      });
    }
  }
  return { ok: true, credits, contas, debitos };
}
