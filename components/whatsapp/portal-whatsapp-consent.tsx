import { fill, m } from '@/lib/messages';
import { formatDate } from '@/lib/format';
import { getAgency } from '@/server/agency/profile';
import { readPortalConsentState } from '@/server/whatsapp/portal-consent';
import { PortalWhatsAppSwitch } from './portal-whatsapp-switch';

const t = m.whatsapp.portal;

/**
 * The portal's "Avisos por WhatsApp" (D22, D140): the client turns the automatic messages on or off, reading what
 * they agree to and how to stop; without a mobile on the record the switch is disabled and says why; after the
 * record's mobile changed it is off and says so (D153). The texts are filled here so the client component ships
 * only what it shows.
 */
export async function PortalWhatsAppConsent({ clienteId }: { clienteId: string }) {
  const [state, agency] = await Promise.all([readPortalConsentState(clienteId), getAgency()]);
  const status = state.active
    ? fill(t.ligado, { date: formatDate(state.since) })
    : state.suspended
      ? t.suspenso
      : state.since
        ? fill(t.desligadoEm, { date: formatDate(state.since) })
        : t.desligado;
  return (
    <PortalWhatsAppSwitch
      active={state.active}
      disabled={!state.mobile}
      texts={{
        label: t.rotulo,
        agreement: state.mobile ? fill(t.texto, { agency: agency.name, celular: state.mobile }) : null,
        howToStop: t.comoParar,
        status,
        noMobile: state.mobile ? null : fill(t.semCelular, { agency: agency.name }),
        turnedOn: t.okLigado,
        turnedOff: t.okDesligado,
        error: t.erro,
      }}
    />
  );
}
