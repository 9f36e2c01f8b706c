import { createStaticPix, hasError } from 'pix-utils';
import { isValidCnpj, isValidCpf } from '@/lib/validation/cpf-cnpj';
import { readMobile } from '@/lib/phone/mobile';

/** Upper-case printable ASCII without accents, cut to the BR Code field's size (STACK-NOTES 18). */
export function pixText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim();
}

export type PixKeyKind = 'email' | 'telefone' | 'cpf' | 'cnpj' | 'aleatoria';

/**
 * A phone key as the API Pix takes it (D205): "+55" with the DDD and the mobile's 9 digits, "+5521987654321". Read
 * as the owner writes a mobile ("(21) 98765-4321", "21987654321", "+55 21 98765-4321", an old 8-digit one gets its
 * 9), through the same reading as WhatsApp's numbers (lib/whatsapp/phone.ts).
 */
function phoneKey(key: string): string | null {
  // A CPF written with its dots and dash is a CPF, even with a wrong check digit: never read it as a phone.
  if (/^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(key)) return null;
  // Written with +55 it is taken as written, as before this rule: a stored key, and a sent charge's code, never move.
  const written = key.replace(/[\s()-]/g, '');
  if (/^\+55\d{10,11}$/.test(written)) return written;
  const mobile = readMobile(key);
  return mobile.ok ? mobile.e164 : null;
}

/**
 * What kind of Pix key a text is, or null when it is none (a URL, a "copia e cola" code, …). Eleven bare digits that
 * are a valid CPF stay a CPF (D205: every CPF key is stored that way); otherwise a number a mobile can be is a phone.
 */
export function pixKeyKind(raw: string | null | undefined): PixKeyKind | null {
  const key = (raw ?? '').trim();
  if (!key) return null;
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key)) return 'aleatoria';
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(key) && key.length <= 77) return 'email';
  if (key.startsWith('+')) return phoneKey(key) ? 'telefone' : null;
  const digits = key.replace(/[.\-/\s]/g, '');
  if (/^\d{11}$/.test(digits) && isValidCpf(digits)) return 'cpf';
  if (/^\d{14}$/.test(digits) && isValidCnpj(digits)) return 'cnpj';
  return phoneKey(key) ? 'telefone' : null;
}

/** The key as the BR Code and the API Pix carry it: digits only for CPF/CNPJ, +55… for phones. */
export function normalizePixKey(raw: string): string {
  const key = raw.trim();
  const kind = pixKeyKind(key);
  if (kind === 'cpf' || kind === 'cnpj') return key.replace(/\D/g, '');
  if (kind === 'telefone') return phoneKey(key) ?? key;
  if (kind === 'email' || kind === 'aleatoria') return key.toLowerCase();
  return key;
}

/**
 * DECISIONS D14: a static Pix "copia e cola" (BR Code with CRC) for a key, an amount in centavos, the
 * beneficiary's name (≤25) and city (≤15). Returns null when the inputs cannot make a valid code.
 */
export function buildPixBrCode(input: {
  key: string;
  centavos: number;
  beneficiary: string;
  city: string;
  txid?: string;
  info?: string;
}): string | null {
  if (!pixKeyKind(input.key) || input.centavos <= 0) return null;
  const merchantName = pixText(input.beneficiary, 25);
  const merchantCity = pixText(input.city, 15);
  if (!merchantName || !merchantCity) return null;
  const txid = input.txid && /^[A-Za-z0-9]{1,25}$/.test(input.txid) ? input.txid : '***';
  const pix = createStaticPix({
    merchantName,
    merchantCity,
    pixKey: normalizePixKey(input.key),
    transactionAmount: Math.round(input.centavos) / 100,
    txid,
    ...(input.info ? { infoAdicional: pixText(input.info, 40) } : {}),
  });
  return hasError(pix) ? null : pix.toBRCode();
}
