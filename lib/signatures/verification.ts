import { randomInt } from 'node:crypto';

/** Crockford-like alphabet: no 0/O, 1/I/L, U, so a code read from paper is typed back right. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 3;
const GROUP_LENGTH = 4;

export const VERIFICATION_CODE_PATTERN = new RegExp(
  `^[${ALPHABET}]{${GROUP_LENGTH}}(-[${ALPHABET}]{${GROUP_LENGTH}}){${GROUPS - 1}}$`,
);

/** A verification code such as "K7QF-3MZP-8WXA" (30^12 ≈ 5·10^17 values). */
export function newVerificationCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    let group = '';
    for (let i = 0; i < GROUP_LENGTH; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

/** A code as typed (lower case, spaces, no dashes) in its stored form, or null when it cannot be one. */
export function normalizeVerificationCode(value: string): string | null {
  const raw = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (raw.length !== GROUPS * GROUP_LENGTH) return null;
  const code = raw.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))!.join('-');
  return VERIFICATION_CODE_PATTERN.test(code) ? code : null;
}

export function verificationPath(code: string): string {
  return `/verificacao/${code}`;
}
