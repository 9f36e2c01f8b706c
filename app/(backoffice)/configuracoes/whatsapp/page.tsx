import type { Metadata } from 'next';
import { SettingsLinks } from '@/components/automation/settings-links';
import { WhatsAppSettingsForm } from '@/components/whatsapp/whatsapp-settings-form';
import { m } from '@/lib/messages';
import { WHATSAPP_SECTION, ZWhatsappSettings } from '@/lib/settings/whatsapp';
import { templateBody } from '@/lib/whatsapp/render';
import { AUTOMATIC_STEPS, stepText } from '@/lib/whatsapp/steps';
import { requireStaff } from '@/server/auth/session';
import { readSection } from '@/server/settings/queries';
import { isCloudApiConfigured, whatsappConfig } from '@/server/whatsapp/config';

export const metadata: Metadata = { title: 'WhatsApp' };

/** D22: the WhatsApp channel per automatic step, the templates, quiet hours, daily cap and the wa.me texts. */
export default async function WhatsAppSettingsPage() {
  await requireStaff('/configuracoes/whatsapp');
  const settings = await readSection(WHATSAPP_SECTION, ZWhatsappSettings);
  const config = whatsappConfig();
  const t = m.whatsapp.settings;
  const bodies = Object.fromEntries(AUTOMATIC_STEPS.map((step) => [step, templateBody(stepText(step))]));
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t.title}</h1>
        <p className="text-sm text-muted-foreground">{t.subtitle}</p>
        <SettingsLinks current="/configuracoes/whatsapp" />
      </div>
      <div role="status" className="grid gap-1 rounded-xl border bg-card p-4 text-sm shadow-xs">
        <p className="font-medium" data-testid="whatsapp-api-status">
          {isCloudApiConfigured(config) ? t.apiConfigured : t.apiMissing}
        </p>
        {isCloudApiConfigured(config) && (!config.appSecret || !config.verifyToken) && (
          <p className="text-amber-700">{t.webhookMissing}</p>
        )}
      </div>
      <WhatsAppSettingsForm initial={settings} bodies={bodies} />
    </div>
  );
}
