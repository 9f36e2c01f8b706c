import type { Metadata } from 'next';
import { SettingsLinks } from '@/components/automation/settings-links';
import { AutomationsForm } from '@/components/pipeline/automations-form';
import { requireStaff } from '@/server/auth/session';
import { automationSettings } from '@/server/pipeline/queries';

export const metadata: Metadata = { title: 'Automações' };

/** /configuracoes/automacoes (D56): which signed-contract steps run by themselves. */
export default async function AutomationsPage() {
  await requireStaff('/configuracoes/automacoes');
  return (
    <div className="grid gap-3">
      <AutomationsForm initial={await automationSettings()} />
      <SettingsLinks current="/configuracoes/automacoes" />
    </div>
  );
}
