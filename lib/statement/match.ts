import { addDays } from '@/lib/pix/holidays';
import { txidCandidates } from '@/lib/pix/txid';
import { normalizeForSearch, onlyDigits } from '@/lib/text';

/**
 * Matching bank statement credits to open charges (statement import, for agencies without API access):
 * 1. a txid of an open charge written in the memo (some banks copy a dynamic Pix's txid there) is an exact match;
 * 2. otherwise, the charges of the same amount whose due date is within the window around the credit's day:
 *    those whose client has the payer's document, or else whose client's name the payer's name or memo carries;
 *    one such charge is an exact match, several are ambiguous (proposed to staff);
 *    when the payer matches none, every charge of that amount in the window is proposed (ambiguous);
 * 3. no charge of that amount in the window: none (staff can link any charge, or ignore the credit).
 * One charge confirmed by two credits of the same file would be paid twice: both are downgraded to ambiguous.
 * Credits already stored (same FITID and account) are left out, so importing the same file again changes nothing.
 */
export type OpenCharge = {
  id: string;
  txid: string | null;
  valor: number;
  dataVencimento: string;
  clienteNome: string | null;
  clienteDocumento: string | null;
};

export type CreditToMatch = {
  fitid: string;
  conta: string;
  valor: number;
  data: string;
  memo: string;
  pagadorNome: string | null;
  pagadorDocumento: string | null;
};

export type MatchResult =
  | { kind: 'exact'; chargeId: string; by: 'txid' | 'documento' | 'nome' }
  | { kind: 'ambiguous'; candidates: string[] }
  | { kind: 'none' };

export type MatchWindow = { daysBefore: number; daysAfter: number };

/** A credit may come up to 15 days before the due date (early payment) and 60 after (late, within the cobv's life). */
export const DEFAULT_WINDOW: MatchWindow = { daysBefore: 15, daysAfter: 60 };

export const creditKey = (credit: { conta: string; fitid: string }) => `${credit.conta}\u0000${credit.fitid}`;

const STOP_WORDS = new Set(['da', 'de', 'do', 'das', 'dos', 'e', 'ltda', 'me', 'sa', 'eireli', 'epp']);

function nameTokens(name: string | null): string[] {
  return normalizeForSearch(name)
    .split(/[^a-z0-9]+/)
    .filter((token) => token.length > 1 && !STOP_WORDS.has(token));
}

/**
 * Whether a payer's text names the client: the client's first name and, when it has more, at least one other of
 * its names appear in it (banks cut long names and drop particles: "JOAO D CONCEICAO" for João da Conceição).
 */
export function namesMatch(clientName: string | null, payerText: string): boolean {
  const client = nameTokens(clientName);
  if (client.length === 0) return false;
  const payer = new Set(nameTokens(payerText));
  if (!payer.has(client[0])) return false;
  return client.length === 1 || client.slice(1).some((token) => payer.has(token));
}

export type ChargeIndex = { byTxid: Map<string, OpenCharge>; byValor: Map<number, OpenCharge[]> };

export function indexCharges(charges: OpenCharge[]): ChargeIndex {
  const byTxid = new Map<string, OpenCharge>();
  const byValor = new Map<number, OpenCharge[]>();
  for (const charge of charges) {
    if (charge.txid) byTxid.set(charge.txid.toLowerCase(), charge);
    const list = byValor.get(charge.valor);
    if (list) list.push(charge);
    else byValor.set(charge.valor, [charge]);
  }
  return { byTxid, byValor };
}

export function matchCredit(credit: CreditToMatch, index: ChargeIndex, window = DEFAULT_WINDOW): MatchResult {
  for (const token of txidCandidates(credit.memo)) {
    const charge = index.byTxid.get(token);
    if (charge) return { kind: 'exact', chargeId: charge.id, by: 'txid' };
  }
  const from = addDays(credit.data, -window.daysAfter);
  const to = addDays(credit.data, window.daysBefore);
  const inWindow = (index.byValor.get(credit.valor) ?? []).filter(
    (c) => c.dataVencimento >= from && c.dataVencimento <= to,
  );
  if (inWindow.length === 0) return { kind: 'none' };
  const documento = onlyDigits(credit.pagadorDocumento);
  const byDocument = documento ? inWindow.filter((c) => onlyDigits(c.clienteDocumento) === documento) : [];
  if (byDocument.length === 1) return { kind: 'exact', chargeId: byDocument[0].id, by: 'documento' };
  if (byDocument.length > 1) return { kind: 'ambiguous', candidates: byDocument.map((c) => c.id) };
  const payerText = `${credit.pagadorNome ?? ''} ${credit.memo}`;
  const byName = inWindow.filter((c) => namesMatch(c.clienteNome, payerText));
  if (byName.length === 1) return { kind: 'exact', chargeId: byName[0].id, by: 'nome' };
  const proposed = byName.length > 1 ? byName : inWindow;
  return { kind: 'ambiguous', candidates: proposed.map((c) => c.id) };
}

export type PlannedCredit<C extends CreditToMatch> = { credit: C; match: MatchResult };

/**
 * The credits of one file that are new (not stored yet, not repeated within the file), each with its match.
 * An exact match claimed by two credits is downgraded to ambiguous for both.
 */
export function planImport<C extends CreditToMatch>(
  credits: C[],
  stored: ReadonlySet<string>,
  charges: OpenCharge[],
  window = DEFAULT_WINDOW,
): { novos: PlannedCredit<C>[]; repetidos: number } {
  const index = indexCharges(charges);
  const seen = new Set<string>();
  const novos: PlannedCredit<C>[] = [];
  let repetidos = 0;
  for (const credit of credits) {
    const key = creditKey(credit);
    if (stored.has(key) || seen.has(key)) {
      repetidos++;
      continue;
    }
    seen.add(key);
    novos.push({ credit, match: matchCredit(credit, index, window) });
  }
  const claims = new Map<string, number>();
  for (const { match } of novos)
    if (match.kind === 'exact') claims.set(match.chargeId, (claims.get(match.chargeId) ?? 0) + 1);
  for (const planned of novos) {
    const match = planned.match;
    if (match.kind === 'exact' && (claims.get(match.chargeId) ?? 0) > 1)
      planned.match = { kind: 'ambiguous', candidates: [match.chargeId] };
  }
  return { novos, repetidos };
}
