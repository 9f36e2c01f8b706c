import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FollowUpSettingsForm } from '@/components/automation/follow-up-settings-form';
import { SettingsLinks } from '@/components/automation/settings-links';
import { ACOMPANHAMENTO_SECTION, ZAcompanhamento } from '@/lib/settings/acompanhamento';
import { requireStaff } from '@/server/auth/session';
import { readSection } from '@/server/settings/queries';

export const metadata: Metadata = { title: 'Acompanhamento' };

/** D64, D65: signature reminders, the expiry warning and proposal follow-ups. */
export default async function FollowUpSettingsPage() {
  await requireStaff('/configuracoes/acompanhamento');
  const settings = await readSection(ACOMPANHAMENTO_SECTION, ZAcompanhamento);
  const t = await getTranslations('followups.settings');
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
        <SettingsLinks current="/configuracoes/acompanhamento" />
      </div>
      <FollowUpSettingsForm initial={settings} />
    </div>
  );
}
