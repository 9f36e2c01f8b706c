import 'server-only';
import { eq } from 'drizzle-orm';
import { WHATSAPP_SECTION, ZWhatsappSettings } from '@/lib/settings/whatsapp';
import { emailAfterWhatsApp, planChannels, type ChannelPlan } from '@/lib/whatsapp/channel';
import { consentValidFor } from '@/lib/whatsapp/consent';
import { normalizeMobile } from '@/lib/whatsapp/phone';
import { isAutomaticStep, type AutomaticStep } from '@/lib/whatsapp/steps';
import type { EventOf } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { clientes } from '@/server/platform/db/schema';
import { readSettings } from '@/server/settings/store';
import { consentOf } from './queries';

/**
 * What an automatic step sends to one client: the step's channel from the settings, narrowed by the client's
 * consent (valid for the record's current mobile only, D153) and mobile (lib/whatsapp/channel.ts). A step calls
 * this, then sendAutomatic when `whatsapp` (and its e-mail when `email`, or when sendAutomatic refuses).
 */
export async function channelsFor(db: Db, clienteId: string | null, step: AutomaticStep): Promise<ChannelPlan> {
  const settings = await readSettings(db, WHATSAPP_SECTION, ZWhatsappSettings);
  const canal = settings.etapas[step].canal;
  if (canal === 'email' || !clienteId) return planChannels('email', { hasConsent: false, hasMobile: false });
  const [client] = await db.select({ telefone: clientes.telefone }).from(clientes).where(eq(clientes.id, clienteId));
  const consent = await consentOf(db, clienteId);
  return planChannels(canal, {
    hasConsent: consentValidFor(consent, client?.telefone),
    hasMobile: normalizeMobile(client?.telefone).ok,
  });
}

/**
 * After a `whatsapp.failed` event: whether the step's e-mail must go now (a WhatsApp-only step whose message will
 * not arrive). The follow-up that sends it uses the event's step, subject and the message's context.
 */
export async function emailFallbackNeeded(db: Db, event: EventOf<'whatsapp.failed'>): Promise<boolean> {
  if (!event.fallbackToEmail || !isAutomaticStep(event.step)) return false;
  const settings = await readSettings(db, WHATSAPP_SECTION, ZWhatsappSettings);
  return emailAfterWhatsApp(settings.etapas[event.step].canal, event.decision === 'retry' ? 'email' : event.decision);
}
