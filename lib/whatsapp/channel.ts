import type { Channel } from '@/lib/settings/whatsapp';
import type { Decision } from './errors';

/**
 * Which channels a step uses for one client (the settings screen chooses e-mail, WhatsApp or both per step).
 * WhatsApp needs the client's opt-in and a mobile (D22); without them a WhatsApp-only step falls back to e-mail.
 */
export type ChannelPlan = { email: boolean; whatsapp: boolean; reason?: 'semConsentimento' | 'semCelular' };

export function planChannels(canal: Channel, client: { hasConsent: boolean; hasMobile: boolean }): ChannelPlan {
  if (canal === 'email') return { email: true, whatsapp: false };
  const reason = !client.hasConsent ? 'semConsentimento' : !client.hasMobile ? 'semCelular' : undefined;
  if (canal === 'ambos') return { email: true, whatsapp: !reason, ...(reason ? { reason } : {}) };
  return reason ? { email: true, whatsapp: false, reason } : { email: false, whatsapp: true };
}

/** How a WhatsApp try ended: sent, or the decision of its error (retry = not over yet). */
export type WhatsAppOutcome = 'sent' | Decision;

/**
 * Whether the step's e-mail must go now, after its WhatsApp message ended. With "both" the e-mail went already;
 * with WhatsApp only, a message that cannot arrive (`email`) or that our configuration broke (`stop`) falls back
 * to e-mail; `retry` is not over (the queue tries again, and a message out of attempts ends as `email`).
 */
export function emailAfterWhatsApp(canal: Channel, outcome: WhatsAppOutcome): boolean {
  if (canal !== 'whatsapp') return false;
  return outcome === 'email' || outcome === 'stop';
}
