import { m } from '@/lib/messages';
import { onlyDigits } from '@/lib/text';
import { DDDS } from '@/lib/whatsapp/phone';

export type TelefoneCheck = { ok: true; value: string } | { ok: false; message: string };

export const TELEFONE_INVALIDO = m.validation.telefone;

const refuse = (message: string): TelefoneCheck => ({ ok: false, message });

/**
 * A Brazilian phone number with area code, typed any way, normalised to "(11) 98765-4321" (mobile) or
 * "(11) 3456-7890" (landline). It reads every form docs/operacao.md promises for the client's number (D206), the
 * same ones the WhatsApp reading takes (lib/whatsapp/phone.ts): "+55 (11) 98765-4321", "5511987654321",
 * "011 98765-4321", "0 21 11 98765-4321" (trunk prefix and carrier), "(0xx11) 98765-4321"; an old 8-digit mobile
 * (starting 6–9) gets its 9th digit, a landline starts 2–5. Refused, with the reason: a DDD that does not exist,
 * a number of another country, anything else.
 */
export function normalizeTelefone(value: string): TelefoneCheck {
  // "0xx11": the long-distance prefix with the carrier left as "xx", as Brazilians write it.
  const text = value.trim().replace(/^\(?\s*0\s*xx\s*/i, '');
  if (!text || /[^\d\s()+.\-/]/.test(text)) return refuse(TELEFONE_INVALIDO);
  let digits = onlyDigits(text);
  if (text.startsWith('+')) {
    if (!digits.startsWith('55')) return refuse(m.validation.telefoneEstrangeiro);
    digits = digits.slice(2);
  } else if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) {
    digits = digits.slice(2);
  } else if (digits.startsWith('0')) {
    // "011 …" (trunk prefix), or "0 21 11 …" (trunk prefix and a carrier code).
    if (digits.length === 11 || digits.length === 12) digits = digits.slice(1);
    else if (digits.length === 13 || digits.length === 14) digits = digits.slice(3);
  }
  if (digits.length !== 10 && digits.length !== 11) return refuse(TELEFONE_INVALIDO);
  const ddd = digits.slice(0, 2);
  if (ddd.startsWith('0')) return refuse(TELEFONE_INVALIDO);
  if (!DDDS.has(Number(ddd))) return refuse(m.validation.telefoneDdd);
  const subscriber = digits.slice(2);
  if (subscriber.length === 9)
    return subscriber.startsWith('9')
      ? { ok: true, value: `(${ddd}) ${subscriber.slice(0, 5)}-${subscriber.slice(5)}` }
      : refuse(TELEFONE_INVALIDO);
  if (/^[2-5]/.test(subscriber))
    return { ok: true, value: `(${ddd}) ${subscriber.slice(0, 4)}-${subscriber.slice(4)}` };
  if (/^[6-9]/.test(subscriber))
    return { ok: true, value: `(${ddd}) 9${subscriber.slice(0, 4)}-${subscriber.slice(4)}` };
  return refuse(TELEFONE_INVALIDO);
}
