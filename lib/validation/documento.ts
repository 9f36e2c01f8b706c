import { m } from '@/lib/messages';
import { onlyDigits } from '@/lib/text';
import { formatCnpj, formatCpf, isValidCnpj, isValidCpf } from './cpf-cnpj';

export { formatCnpj, formatCpf, isValidCnpj, isValidCpf } from './cpf-cnpj';

export type DocumentoCheck = { ok: true; value: string } | { ok: false; message: string };

/** Checks a CPF or CNPJ typed with or without punctuation and returns it in its usual written form. */
export function checkDocumento(value: string): DocumentoCheck {
  const digits = onlyDigits(value);
  if (/[a-z]/i.test(value)) return { ok: false, message: m.validation.documentoFormato };
  if (digits.length === 11) {
    return isValidCpf(digits) ? { ok: true, value: formatCpf(digits) } : { ok: false, message: m.validation.cpf };
  }
  if (digits.length === 14) {
    return isValidCnpj(digits) ? { ok: true, value: formatCnpj(digits) } : { ok: false, message: m.validation.cnpj };
  }
  return { ok: false, message: m.validation.documentoFormato };
}
