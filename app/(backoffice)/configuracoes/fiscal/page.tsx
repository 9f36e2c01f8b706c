import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { CertificateForm } from '@/components/nfse/certificate-form';
import { CertificateSummary } from '@/components/nfse/certificate-summary';
import { FiscalProfileForm } from '@/components/nfse/fiscal-profile-form';
import { ProtectedHistory } from '@/components/settings/protected-history';
import { NFSE_PROTECTED_FIELDS } from '@/lib/settings/protected-fields';
import { profileHistory } from '@/server/agency/profile-history';
import { requireStaff } from '@/server/auth/session';
import { fiscalProfileScreen } from '@/server/nfse/queries';

export const metadata: Metadata = { title: 'Fiscal (NFS-e)' };

/**
 * /configuracoes/fiscal (owner and admin, D226): the agency's NFS-e profile, its A1 certificate (D228) and the history
 * of the changes that move its identity with the tax authority (D230).
 */
export default async function FiscalProfilePage() {
  const user = await requireStaff('/configuracoes/fiscal');
  const [t, screen, history] = await Promise.all([
    getTranslations('nfseProfile'),
    fiscalProfileScreen(),
    profileHistory(30, NFSE_PROTECTED_FIELDS),
  ]);
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      {/* The screen's texts come with it, not in the catalogue every staff screen loads (D80, D226). */}
      <ClientMessages namespaces={['nfseProfile', 'nfseErrors']}>
        <FiscalProfileForm initial={screen.initial} usesTotp={user.twoFactorEnabled} />
      </ClientMessages>
      <section aria-labelledby="certificado-titulo" className="grid gap-4 rounded-xl border bg-card p-5 shadow-xs">
        <div>
          <h2 id="certificado-titulo" className="font-semibold">
            {t('certificate.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('certificate.subtitle')}</p>
        </div>
        <CertificateSummary certificate={screen.certificate} />
        <ClientMessages namespaces={['nfseProfile', 'nfseErrors']}>
          <CertificateForm hasCertificate={!!screen.certificate} usesTotp={user.twoFactorEnabled} />
        </ClientMessages>
      </section>
      <ProtectedHistory entries={history} title={t('history.title')} />
    </div>
  );
}
