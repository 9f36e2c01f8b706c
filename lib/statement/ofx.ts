import { fill, m } from '@/lib/messages';
import { isValidCnpj, isValidCpf } from '@/lib/validation/documento';
import { decodeOfx } from './decode';
import { readOfx, type OfxTransaction } from './ofx-reader';

/**
 * A bank statement in OFX, as the reconciliation screen needs it: the account and its credits. The structure is
 * read by ofx-reader.ts (OFX 1.x SGML with unclosed tags, and OFX 2 XML; one linear pass within a time budget,
 * D179), files of up to MAX_STATEMENT_BYTES; the bytes are decoded first, by the header's character set (decode.ts). Amounts become integer centavos (D5) with no
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

const t = m.pix.statement;

/** The largest statement taken, as the screen says (D179). */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
export const MAX_STATEMENT_LABEL = '5 MB';

/** The longest the structure of one file may take to read: a 5 MB statement takes a fraction of it. */
const READ_BUDGET_MS = 2_000;

const text = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();

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

function accountKey(from: Record<string, string>): string | null {
  const id = text(from.ACCTID);
  if (!id) return null;
  return [text(from.BANKID), text(from.BRANCHID), id].join(':');
}

export function parseOfx(bytes: Uint8Array): OfxResult {
  if (bytes.length === 0) return { ok: false, message: t.empty };
  if (bytes.length > MAX_STATEMENT_BYTES) return { ok: false, message: fill(t.tooLarge, { max: MAX_STATEMENT_LABEL }) };
  const read = readOfx(decodeOfx(bytes), READ_BUDGET_MS);
  if (!read.ok) return { ok: false, message: read.reason === 'notOfx' ? t.notOfx : t[read.reason] };
  if (read.statements.length === 0) return { ok: false, message: t.notOfx };

  const credits: StatementCredit[] = [];
  const contas: string[] = [];
  let debitos = 0;
  for (const statement of read.statements) {
    const conta = accountKey(statement.account);
    if (!conta) return { ok: false, message: t.noAccount };
    contas.push(conta);
    for (const trn of statement.transactions) {
      const credit = creditOf(trn, conta);
      if (credit === 'unreadable')
        return { ok: false, message: fill(t.unreadable, { detalhe: `transação ${text(trn.FITID) || 'sem FITID'}` }) };
      if (credit === 'debit') debitos++;
      else credits.push(credit);
    }
  }
  return { ok: true, credits, contas, debitos };
}

function creditOf(trn: OfxTransaction, conta: string): StatementCredit | 'debit' | 'unreadable' {
  const valor = ofxAmount(text(trn.TRNAMT));
  const fitid = text(trn.FITID);
  const data = ofxDay(text(trn.DTPOSTED));
  if (valor === null || !fitid || !data) return 'unreadable';
  if (valor <= 0) return 'debit';
  const memo = text(trn.MEMO);
  const nome = text(trn.NAME) || text(trn['PAYEE.NAME']) || null;
  return { fitid, conta, valor, data, memo, pagadorNome: nome, pagadorDocumento: documentIn(nome ?? '', memo) };
}
