import { m } from '@/lib/messages';
import { readMobile, type MobileReading, type PhoneRefusal } from '@/lib/phone/mobile';

export { DDDS, type PhoneRefusal } from '@/lib/phone/mobile';

export type MobileCheck = Exclude<MobileReading, { ok: false }> | { ok: false; reason: PhoneRefusal; message: string };

/**
 * Reads a number typed any way (lib/phone/mobile.ts) and answers the mobile in E.164, or why it cannot receive
 * WhatsApp, in Portuguese.
 */
export function normalizeMobile(value: string | null | undefined): MobileCheck {
  const reading = readMobile(value);
  return reading.ok ? reading : { ...reading, message: m.whatsapp.phone[reading.reason] };
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
