import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/auth/auth-card';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { ClientMessages } from '@/components/i18n/client-messages';
import { getAgency } from '@/server/agency/profile';
import { readPendingInvite } from '@/server/team/queries';

export const metadata: Metadata = { title: 'Convite para a equipe', robots: { index: false }, referrer: 'no-referrer' };

/** D69: the invitation link; the invitee chooses a name and a password. */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const t = await getTranslations('authExtra');
  const ta = await getTranslations('auth');
  const roles = await getTranslations('team.roles');
  const invite = token.length <= 200 ? await readPendingInvite(token) : null;
  return (
    <ClientMessages namespaces={['auth', 'authExtra', 'account', 'passwords']}>
      <AuthCard
        title={t('inviteTitle')}
        description={
          invite
            ? t('inviteText', {
                agency: (await getAgency()).name,
                role: roles(invite.role as 'member'),
                email: invite.email,
              })
            : undefined
        }
        back={{ href: '/', label: ta('backToSite') }}
      >
        {invite ? (
          <NewPasswordForm token={token} mode="invite" />
        ) : (
          <p role="alert" className="text-sm">
            {t('inviteInvalid')}
          </p>
        )}
      </AuthCard>
    </ClientMessages>
  );
}
