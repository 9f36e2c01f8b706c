/**
 * The reading of a Brazilian mobile, apart from the message catalogue (D205): the Pix key's rule reads a phone too,
 * and lib/pix.ts is loaded where the catalogue's JSON is not (the e2e stand-in PSP, public client code).
 * lib/whatsapp/phone.ts adds the Portuguese reason.
 */

/**
 * A Brazilian number as WhatsApp needs it (D22): E.164 with +55 and the DDD. Only mobiles qualify, for the
 * automatic messages and for the wa.me link alike: after the DDD a mobile has 9 digits starting with 9; an old
 * 8-digit mobile (starting 6–9) gets its 9th digit; a landline (starting 2–5) is refused.
 */

/** Every DDD in use (Anatel's national numbering plan): 67 area codes. */
export const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48,
  49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89,
  91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

export type PhoneRefusal = 'vazio' | 'invalido' | 'ddd' | 'fixo' | 'estrangeiro';

export type MobileReading =
  | {
      ok: true;
      /** "+5511987654321" */
      e164: string;
      /** "5511987654321": what wa.me and the Cloud API's `to` take. */
      digits: string;
      /** "(11) 98765-4321": the form the client record stores (lib/validation/telefone.ts). */
      display: string;
      /** The 9th digit was added to an old 8-digit mobile. */
      ninthDigitAdded: boolean;
    }
  | { ok: false; reason: PhoneRefusal };

const refuse = (reason: PhoneRefusal): MobileReading => ({ ok: false, reason });

/**
 * Reads a number typed any way ("+55 (11) 98765-4321", "011 98765-4321", "(0xx11) 8765-4321", "11 8765 4321")
 * and answers the mobile in E.164, or why it cannot receive WhatsApp.
 */
export function readMobile(value: string | null | undefined): MobileReading {
  const raw = (value ?? '').trim();
  if (!raw) return refuse('vazio');
  // "0xx11": the long-distance prefix with the carrier left as "xx", as Brazilians write it.
  const text = raw.replace(/^\(?\s*0\s*xx\s*/i, '');
  if (/[^\d\s()+.\-/]/.test(text)) return refuse('invalido');
  const international = text.startsWith('+');
  let digits = text.replace(/\D/g, '');
  if (international) {
    if (!digits.startsWith('55')) return refuse('estrangeiro');
    digits = digits.slice(2);
  } else if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) {
    digits = digits.slice(2);
  } else if (digits.startsWith('0')) {
    // "0 11 …" (trunk prefix), or "0 21 11 …" (trunk prefix and a carrier code).
    if (digits.length === 11 || digits.length === 12) digits = digits.slice(1);
    else if (digits.length === 13 || digits.length === 14) digits = digits.slice(3);
  }
  if (digits.length !== 10 && digits.length !== 11) return refuse('invalido');
  const ddd = Number(digits.slice(0, 2));
  if (!DDDS.has(ddd)) return refuse('ddd');
  let subscriber = digits.slice(2);
  let ninthDigitAdded = false;
  if (subscriber.length === 8) {
    if (/^[2-5]/.test(subscriber)) return refuse('fixo');
    if (!/^[6-9]/.test(subscriber)) return refuse('invalido');
    subscriber = `9${subscriber}`;
    ninthDigitAdded = true;
  } else if (!subscriber.startsWith('9')) {
    return refuse('invalido');
  }
  const national = `${ddd}${subscriber}`;
  return {
    ok: true,
    e164: `+55${national}`,
    digits: `55${national}`,
    display: `(${ddd}) ${subscriber.slice(0, 5)}-${subscriber.slice(5)}`,
    ninthDigitAdded,
  };
}
