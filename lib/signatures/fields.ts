import { z } from '@/lib/zod';
import { formatDate, todayInSaoPaulo } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { formatCpf, isValidCpf } from '@/lib/validation/documento';
import { normalizeTelefone } from '@/lib/validation/telefone';
import { onlyDigits } from '@/lib/text';
import { checkPngBase64, MAX_PNG_BYTES, MAX_PNG_HEIGHT, MAX_PNG_WIDTH, type PngRefusal } from './png';
import { isDrawnSignature, PNG_DATA_URL_PREFIX } from './signature-value';

export { isDrawnSignature, PNG_DATA_URL_PREFIX };

/** Document 001 §9: the field types a document can carry. */
export const FIELD_TYPES = ['signature', 'text', 'date', 'cpf', 'phone', 'email'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** A drawn signature as a PNG data URL; a canvas of a phone or a desktop stays far below this. */
export const MAX_SIGNATURE_DATA_URL = 400_000;
export const MAX_TEXT = 500;
export const MAX_TYPED_SIGNATURE = 100;

const t = m.signatures.sign;

export type FieldCheck = { ok: true; value: string | null } | { ok: false; message: string };

/** The message for a drawn signature whose PNG is refused (D41). */
export function pngRefusalMessage(reason: PngRefusal): string {
  const img = m.signatures.signatureImage;
  if (reason === 'tooLarge' || reason === 'dimensions') {
    return fill(img.tooLarge, { width: MAX_PNG_WIDTH, height: MAX_PNG_HEIGHT, kb: Math.round(MAX_PNG_BYTES / 1000) });
  }
  return img.invalid;
}

/**
 * A drawn signature: a PNG data URL within the size limit whose header (dimensions, bit depth, colour
 * type, interlace) and chunk layout are checked before anything decodes it. Null when it is acceptable.
 */
export function drawnSignatureError(value: string): string | null {
  if (value.length > MAX_SIGNATURE_DATA_URL) return pngRefusalMessage('tooLarge');
  const check = checkPngBase64(value.slice(PNG_DATA_URL_PREFIX.length));
  return check.ok ? null : pngRefusalMessage(check.reason);
}

/**
 * One field's value as the recipient typed it, checked by type and made canonical (D29).
 * The date is always today's date in São Paulo, whatever was sent.
 */
export function checkFieldValue(
  type: string,
  raw: string | undefined,
  required: boolean,
  now: Date = new Date(),
): FieldCheck {
  if (type === 'date') return { ok: true, value: formatDate(todayInSaoPaulo(now)) };
  const value = (raw ?? '').trim();
  if (!value)
    return required
      ? { ok: false, message: type === 'signature' ? t.signatureInvalid : t.required }
      : { ok: true, value: null };
  switch (type) {
    case 'signature':
      if (isDrawnSignature(value)) {
        const error = drawnSignatureError(value);
        return error ? { ok: false, message: error } : { ok: true, value };
      }
      if (value.length < 2 || value.length > MAX_TYPED_SIGNATURE || value.startsWith('data:'))
        return { ok: false, message: t.signatureInvalid };
      return { ok: true, value: value.replace(/\s+/g, ' ') };
    case 'cpf':
      return isValidCpf(value)
        ? { ok: true, value: formatCpf(onlyDigits(value)) }
        : { ok: false, message: m.validation.cpf };
    case 'phone': {
      const phone = normalizeTelefone(value);
      return phone.ok ? { ok: true, value: phone.value } : { ok: false, message: phone.message };
    }
    case 'email':
      return z.email().safeParse(value).success && value.length <= 254
        ? { ok: true, value: value.toLowerCase() }
        : { ok: false, message: m.validation.email };
    default:
      return value.length <= MAX_TEXT
        ? { ok: true, value }
        : { ok: false, message: fill(t.textTooLong, { max: MAX_TEXT }) };
  }
}

export type FieldToFill = { id: string; fieldType: string; isRequired: boolean };

/** Every field of the document checked at once: canonical values, or the message of each wrong one. */
export function checkFieldValues(
  fields: readonly FieldToFill[],
  values: Record<string, string | undefined>,
  now: Date = new Date(),
): { ok: true; values: Record<string, string | null> } | { ok: false; errors: Record<string, string> } {
  const out: Record<string, string | null> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const check = checkFieldValue(field.fieldType, values[field.id], field.isRequired, now);
    if (check.ok) out[field.id] = check.value;
    else errors[field.id] = check.message;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values: out };
}
