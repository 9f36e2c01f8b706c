import { m } from '@/lib/messages';
import { onlyDigits } from '@/lib/text';

export type TelefoneCheck = { ok: true; value: string } | { ok: false; message: string };

export const TELEFONE_INVALIDO = m.validation.telefone;

/**
 * A Brazilian phone number with area code, typed any way ("11987654321", "+55 (11) 98765-4321"),
 * normalised to "(11) 98765-4321" (mobile) or "(11) 3456-7890" (landline).
 */
export function normalizeTelefone(value: string): TelefoneCheck {
  let digits = onlyDigits(value);
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  // A leading 0 is the long-distance prefix ("011 98765-4321").
  if ((digits.length === 11 || digits.length === 12) && digits.startsWith('0')) digits = digits.slice(1);
  const ddd = digits.slice(0, 2);
  if (/[a-z]/i.test(value) || ddd.startsWith('0') || ddd.length < 2) return { ok: false, message: TELEFONE_INVALIDO };
  if (digits.length === 11 && digits[2] === '9') {
    return { ok: true, value: `(${ddd}) ${digits.slice(2, 7)}-${digits.slice(7)}` };
  }
  if (digits.length === 10 && /[2-5]/.test(digits[2])) {
    return { ok: true, value: `(${ddd}) ${digits.slice(2, 6)}-${digits.slice(6)}` };
  }
  return { ok: false, message: TELEFONE_INVALIDO };
}
