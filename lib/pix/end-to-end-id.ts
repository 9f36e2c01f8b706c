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
