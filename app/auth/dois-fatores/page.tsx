import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { SecondFactorForm } from '@/components/auth/second-factor-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { safeFrom } from '@/lib/routes';

export const metadata: Metadata = { title: 'Verificação em duas etapas', robots: { index: false } };

/** D71: the second step of a two-factor sign-in (better-auth's signed cookie names the person). */
export default async function SecondFactorPage({
  searchParams,
}: {
  searchParams: Promise<{ from?: string | string[] }>;
}) {
  const { from } = await searchParams;
  const t = await getTranslations('authExtra');
  return (
    <ClientMessages namespaces={['auth', 'authExtra']}>
      <AuthCard
        title={t('twoFactorTitle')}
        description={t('twoFactorText')}
        back={{ href: '/auth', label: t('backToSignIn') }}
      >
        <SecondFactorForm from={safeFrom(Array.isArray(from) ? from[0] : from)} />
      </AuthCard>
    </ClientMessages>
  );
}
