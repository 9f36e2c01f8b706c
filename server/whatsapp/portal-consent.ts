import 'server-only';
import { normalizeMobile } from '@/lib/whatsapp/phone';
import { getDb, type Db } from '@/server/platform/db/client';
import { consentStandingOf } from './queries';

/** What the portal's WhatsApp switch shows one client (D22, D140): the state, since when, and the mobile it goes to. */
export type PortalConsentState = {
  /** On: a consent valid for the record's current mobile (D153). */
  active: boolean;
  /** Off because the record's mobile changed since the client agreed (D153): turning it on agrees for the new one. */
  suspended: boolean;
  /** When it was turned on (active), off (withdrawn) or suspended; null when never asked. */
  since: Date | null;
  /** "(41) 99876-1234", or null when the record has no mobile that WhatsApp reaches: the switch is disabled. */
  mobile: string | null;
};

export async function portalConsentState(db: Db, clienteId: string): Promise<PortalConsentState> {
  const { consent, telefone, standing } = await consentStandingOf(db, clienteId);
  const mobile = normalizeMobile(telefone);
  const since =
    standing.state === 'valid'
      ? consent?.optInEm
      : standing.state === 'suspended'
        ? standing.at
        : standing.state === 'withdrawn'
          ? consent?.optOutEm
          : null;
  return {
    active: standing.state === 'valid',
    suspended: standing.state === 'suspended',
    since: since ?? null,
    mobile: mobile.ok ? mobile.display : null,
  };
}

/** The portal's consent card reads it with the app's database (components never take the handle, D151). */
export async function readPortalConsentState(clienteId: string): Promise<PortalConsentState> {
  return portalConsentState(await getDb(), clienteId);
}
