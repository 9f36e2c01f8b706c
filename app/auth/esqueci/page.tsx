import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { ForgotPasswordForm } from '@/components/auth/forgot-password-form';
import { ClientMessages } from '@/components/i18n/client-messages';

export const metadata: Metadata = { title: 'Redefinir senha', robots: { index: false } };

/** D70: "Esqueci minha senha" from /auth. */
export default async function ForgotPasswordPage() {
  const t = await getTranslations('authExtra');
  return (
    <ClientMessages namespaces={['auth', 'authExtra']}>
      <AuthCard
        title={t('forgotTitle')}
        description={t('forgotText')}
        back={{ href: '/auth', label: t('backToSignIn') }}
      >
        <ForgotPasswordForm />
      </AuthCard>
    </ClientMessages>
  );
}
