import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { ClientMessages } from '@/components/i18n/client-messages';

export const metadata: Metadata = { title: 'Criar nova senha', robots: { index: false }, referrer: 'no-referrer' };

/** D70: the reset link's page; the token is checked when the form is sent (single use, 1 hour). */
export default async function ResetPasswordPage({
  searchParams,
}: {
  searchParams: Promise<{ token?: string | string[] }>;
}) {
  const { token } = await searchParams;
  const value = Array.isArray(token) ? token[0] : token;
  const t = await getTranslations('authExtra');
  return (
    <ClientMessages namespaces={['auth', 'authExtra', 'account', 'passwords']}>
      <AuthCard title={t('resetTitle')} back={{ href: '/auth', label: t('backToSignIn') }}>
        {value ? (
          <NewPasswordForm token={value} mode="reset" />
        ) : (
          <p role="alert" className="text-sm">
            {t('resetInvalid')}{' '}
            <Link className="underline" href="/auth/esqueci">
              {t('forgot')}
            </Link>
          </p>
        )}
      </AuthCard>
    </ClientMessages>
  );
}
