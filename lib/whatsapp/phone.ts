import { m } from '@/lib/messages';

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

export type MobileCheck =
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
  | { ok: false; reason: PhoneRefusal; message: string };

const refuse = (reason: PhoneRefusal): MobileCheck => ({ ok: false, reason, message: m.whatsapp.phone[reason] });

/**
 * Reads a number typed any way ("+55 (11) 98765-4321", "011 98765-4321", "(0xx11) 8765-4321", "11 8765 4321")
 * and answers the mobile in E.164, or why it cannot receive WhatsApp.
 */
export function normalizeMobile(value: string | null | undefined): MobileCheck {
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

/**
 * The numbers a WhatsApp id (`wa_id`, `from`) may stand for. WhatsApp still reports some Brazilian mobiles
 * registered before the 9th digit without it ("551187654321"), so both forms are tried when matching a reply to
 * a client. Answers E.164 strings; none for a number outside Brazil.
 */
export function waIdCandidates(waId: string): string[] {
  const digits = waId.replace(/\D/g, '');
  if (!digits.startsWith('55')) return [];
  const mobile = normalizeMobile(`+${digits}`);
  if (!mobile.ok) return [];
  const national = mobile.digits.slice(2);
  const withoutNinth = `+55${national.slice(0, 2)}${national.slice(3)}`;
  return [mobile.e164, withoutNinth];
}

/** The display forms ("(11) 98765-4321", "(11) 8765-4321") of a WhatsApp id, to match the stored client phone. */
export function waIdDisplayForms(waId: string): string[] {
  const mobile = normalizeMobile(`+${waId.replace(/\D/g, '')}`);
  if (!mobile.ok) return [];
  const sub = mobile.digits.slice(4);
  const ddd = mobile.digits.slice(2, 4);
  return [mobile.display, `(${ddd}) ${sub.slice(1, 5)}-${sub.slice(5)}`];
}

/**
 * A phone as the record may show it without spelling it out (D153, like the CPF and e-mail of D121): the DDD and
 * the last four digits, "(41) 9****-1234" for a mobile and "(41) ****-1100" for a landline; "***" for anything
 * else. Takes the stored form or E.164.
 */
export function maskPhone(value: string | null | undefined): string {
  const mobile = normalizeMobile(value);
  let digits = mobile.ok ? mobile.digits : (value ?? '').replace(/\D/g, '');
  if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) digits = digits.slice(2);
  if (digits.length !== 10 && digits.length !== 11) return '***';
  const subscriber = digits.slice(2);
  const first = subscriber.length === 9 ? subscriber[0] : '';
  return `(${digits.slice(0, 2)}) ${first}${'*'.repeat(subscriber.length - 4 - first.length)}-${subscriber.slice(-4)}`;
}
