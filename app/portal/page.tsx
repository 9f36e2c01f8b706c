import { getTranslations } from 'next-intl/server';
import { PortalDashboard } from '@/components/portal/portal-dashboard';
import { PortalSignInForm } from '@/components/portal/portal-sign-in-form';
import { PortalWhatsAppConsent } from '@/components/whatsapp/portal-whatsapp-consent';
import { clientNotes } from '@/server/nfse/note-queries';
import { onlinePaymentsAvailable } from '@/server/payments/config';
import { getPortalOverview, pendingErasureOf } from '@/server/portal/queries';
import { getPortalClient } from '@/server/portal/session';

/** /portal (D75): the e-mail form without a portal session, the client's things with one. */
export default async function PortalPage() {
  const client = await getPortalClient();
  if (!client) return <PortalSignInForm />;
  const t = await getTranslations('portal.nav');
  const overview = await getPortalOverview(client.clienteId);
  const [pending, notes] = await Promise.all([pendingErasureOf(client.clienteId), clientNotes(client.clienteId)]);
  return (
    <>
      <h1 className="text-2xl font-bold">{t('signedInAs', { nome: client.nome })}</h1>
      <PortalDashboard
        overview={overview}
        erasurePending={Boolean(pending)}
        payOnline={onlinePaymentsAvailable()}
        notes={notes}
        whatsapp={<PortalWhatsAppConsent clienteId={client.clienteId} />}
      />
    </>
  );
}
