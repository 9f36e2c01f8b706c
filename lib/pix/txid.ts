/**
 * The txid of a charge's cobv (API Pix `TxId`: 26–35 letters and digits, unique per receiver, chosen by us).
 * It is the charge's UUID without its hyphens (32 hex digits), so every retry of the same charge sends the same
 * txid and a PSP can never hold two cobv for one charge. `generation` > 0 appends a base-36 suffix (at most
 * 3 characters, so ≤ 35) for the rare charge whose first cobv can no longer be changed (a cobv removed at the
 * PSP cannot be created again under the same txid).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const COB_TXID = /^[a-zA-Z0-9]{26,35}$/;

export function txidForCharge(chargeId: string, generation = 0): string {
  if (!UUID.test(chargeId)) throw new TypeError(`Not a charge id: ${chargeId}`);
  if (!Number.isInteger(generation) || generation < 0 || generation >= 36 ** 3)
    throw new RangeError(`Not a txid generation: ${generation}`);
  const base = chargeId.replace(/-/g, '').toLowerCase();
  return generation === 0 ? base : `${base}${generation.toString(36)}`;
}

/** The charge id a txid of ours was made from, or null for any other txid (another system's, a static code's). */
export function chargeIdFromTxid(txid: string | null | undefined): string | null {
  const match = /^([0-9a-f]{32})[0-9a-z]{0,3}$/.exec((txid ?? '').toLowerCase());
  if (!match || !COB_TXID.test(txid ?? '')) return null;
  const hex = match[1];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Every token of a free text (a statement memo) that could be a cobv txid, lower-cased. */
export function txidCandidates(text: string | null | undefined): string[] {
  return [...(text ?? '').matchAll(/[A-Za-z0-9]{26,35}/g)].map((m) => m[0].toLowerCase());
}
