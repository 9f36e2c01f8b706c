import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ChangePasswordForm } from '@/components/account/change-password-form';
import { SessionsList } from '@/components/account/sessions-list';
import { TwoFactorCard } from '@/components/account/two-factor-card';
import { listMySessions } from '@/server/account/queries';
import { requireStaff } from '@/server/auth/session';
import { twoFactorMissing } from '@/server/auth/team-policy';

export const metadata: Metadata = { title: 'Minha conta' };

/** D70–D72: every staff member's own password, two-factor sign-in and sessions. */
export default async function AccountPage() {
  const me = await requireStaff('/conta');
  const t = await getTranslations('account');
  const [sessions, mustEnable] = await Promise.all([listMySessions(), twoFactorMissing(me)]);
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">
          {me.name} · {me.email}
        </p>
      </div>
      {mustEnable && (
        <p
          role="alert"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm font-medium text-amber-900"
        >
          {t('required')}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <ChangePasswordForm />
        <TwoFactorCard enabled={me.twoFactorEnabled} />
      </div>
      <SessionsList sessions={sessions} />
    </div>
  );
}
