import { normalizeMobile, type MobileCheck } from './phone';

export type WaLink = { ok: true; url: string; to: string } | { ok: false; message: string };

/**
 * The one-click link (D22: no configuration, no consent; a person sends it): `https://wa.me/<digits>?text=…`,
 * the number in international form without "+" and the text percent-encoded as UTF-8 (spaces as %20, line
 * breaks as %0A), which WhatsApp opens on the phone or on WhatsApp Web with the message ready to send.
 */
export function waMeLink(phone: string | null | undefined, text: string): WaLink {
  const mobile: MobileCheck = normalizeMobile(phone);
  if (!mobile.ok) return { ok: false, message: mobile.message };
  return { ok: true, url: waMeUrl(mobile.digits, text), to: mobile.e164 };
}

/** The address for digits already normalised ("5511987654321"). */
export function waMeUrl(digits: string, text: string): string {
  const query = text.trim() ? `?text=${encodeURIComponent(text.trim())}` : '';
  return `https://wa.me/${digits}${query}`;
}
