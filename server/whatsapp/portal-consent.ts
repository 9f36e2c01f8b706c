import 'server-only';
import { eq } from 'drizzle-orm';
import { normalizeMobile } from '@/lib/whatsapp/phone';
import { getDb, type Db } from '@/server/platform/db/client';
import { clientes } from '@/server/platform/db/schema';
import { consentOf } from './queries';

/** What the portal's WhatsApp switch shows one client (D22, D140): the state, since when, and the mobile it goes to. */
export type PortalConsentState = {
  active: boolean;
  /** When it was turned on (active) or off (withdrawn); null when never asked. */
  since: Date | null;
  /** "(41) 99876-1234", or null when the record has no mobile that WhatsApp reaches: the switch is disabled. */
  mobile: string | null;
};

export async function portalConsentState(db: Db, clienteId: string): Promise<PortalConsentState> {
  const [[client], consent] = await Promise.all([
    db.select({ telefone: clientes.telefone }).from(clientes).where(eq(clientes.id, clienteId)),
    consentOf(db, clienteId),
  ]);
  const mobile = normalizeMobile(client?.telefone);
  const active = consent?.status === 'ativo';
  return {
    active,
    since: (active ? consent?.optInEm : consent?.optOutEm) ?? null,
    mobile: mobile.ok ? mobile.display : null,
  };
}

/** The portal's consent card reads it with the app's database (components never take the handle, D151). */
export async function readPortalConsentState(clienteId: string): Promise<PortalConsentState> {
  return portalConsentState(await getDb(), clienteId);
}
