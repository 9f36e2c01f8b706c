/**
 * An end-to-end id as the SPI makes them (32 characters: `E`, the payer PSP's 8-digit ISPB, the UTC time as
 * yyyyMMddHHmm, 11 letters and digits). The sandbox and the stand-in PSP mint theirs here.
 */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function makeEndToEndId(at: Date, ispb = '99999999', random: () => number = Math.random): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12);
  const tail = Array.from({ length: 11 }, () => ALPHABET[Math.floor(random() * ALPHABET.length)]).join('');
  return `E${ispb.padStart(8, '0').slice(-8)}${stamp}${tail}`;
}

/**
 * How far from now a notified end-to-end id's time may be (D177): a PSP notifies within seconds and retries for a
 * while; an id older than two days, or more than a quarter of an hour ahead of our clock, is no notification to
 * act on now (the reconciliation job lists what the PSP received anyway).
 */
export const NOTIFICATION_WINDOW = { pastMs: 48 * 60 * 60 * 1000, futureMs: 15 * 60 * 1000 };

/** The time an end-to-end id carries (UTC yyyyMMddHHmm after `E` and the ISPB), or null when it has none. */
export function endToEndIdTime(id: string): Date | null {
  const match = /^E\d{8}(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})[a-zA-Z0-9]{11}$/.exec(id);
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number);
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi));
  // 20261399… is no date: Date.UTC would roll it over.
  if (at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return at;
}

/** An id a real notification could carry now: the SPI's shape, and a time within NOTIFICATION_WINDOW. */
export function isPlausibleNotifiedId(id: string, now: Date): boolean {
  const at = endToEndIdTime(id);
  if (!at) return false;
  const delta = at.getTime() - now.getTime();
  return delta <= NOTIFICATION_WINDOW.futureMs && -delta <= NOTIFICATION_WINDOW.pastMs;
}
