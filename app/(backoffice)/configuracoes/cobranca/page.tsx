import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CobrancaSettingsForm } from '@/components/automation/cobranca-settings-form';
import { SettingsLinks } from '@/components/automation/settings-links';
import { COBRANCA_SECTION, ZCobrancaSettings } from '@/lib/settings/cobranca';
import { requireStaff } from '@/server/auth/session';
import { sampleReminderValues } from '@/server/automation/sample-values';
import { readSection } from '@/server/settings/queries';

export const metadata: Metadata = { title: 'Régua de cobrança' };

/** D61: the régua de cobrança, fine and interest, overdue marking and recurring charges. */
export default async function CobrancaSettingsPage() {
  await requireStaff('/configuracoes/cobranca');
  const settings = await readSection(COBRANCA_SECTION, ZCobrancaSettings);
  const t = await getTranslations('automation.settings');
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
        <SettingsLinks current="/configuracoes/cobranca" />
      </div>
      <CobrancaSettingsForm initial={settings} sample={await sampleReminderValues()} />
    </div>
  );
}
