import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LeadRetentionForm } from '@/components/portal/lead-retention-form';
import { LgpdRequests } from '@/components/portal/lgpd-requests';
import { requireStaff } from '@/server/auth/session';
import { listLgpdRequests } from '@/server/portal/requests-queries';

export const metadata: Metadata = { title: 'Privacidade' };

/** /privacidade (D79): data-subject requests from the portal; erasure needs an admin (server-checked). */
export default async function PrivacidadePage() {
  await requireStaff('/privacidade');
  const t = await getTranslations('portal.privacyAdmin');
  const { pending, log, settings } = await listLgpdRequests();
  return (
    <section aria-labelledby="privacidade-titulo" className="grid gap-6">
      <div>
        <h1 id="privacidade-titulo" className="text-2xl font-bold tracking-tight">
          {t('heading')}
        </h1>
        <p className="text-sm text-muted-foreground">{t('text')}</p>
      </div>
      <LgpdRequests pending={pending} log={log} />
      <section aria-labelledby="retencao-titulo" className="grid gap-3 rounded-xl border bg-card p-5">
        <h2 id="retencao-titulo" className="font-semibold">
          {t('retentionHeading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('retentionText')}</p>
        <LeadRetentionForm days={settings.retencaoLeadsDias} />
      </section>
    </section>
  );
}
