import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AUTOMATIC_STEPS } from '@/lib/whatsapp/steps';
import { WHATSAPP_SECTION, ZWhatsappSettings } from '@/lib/settings/whatsapp';
import { requireStaff } from '@/server/auth/session';
import { getDb } from '@/server/platform/db/client';
import { readSettings } from '@/server/settings/store';

export const metadata: Metadata = { title: 'WhatsApp' };

/**
 * /configuracoes/whatsapp: the WhatsApp settings as they are (D22): quiet hours, the daily cap and each automatic
 * step's channel. Read only here; the provider's own set-up is in docs/operacao-whatsapp.md.
 */
export default async function WhatsappSettingsPage() {
  await requireStaff('/configuracoes/whatsapp');
  const [t, tw, settings] = await Promise.all([
    getTranslations('settingsArea.whatsapp'),
    getTranslations('whatsapp'),
    readSettings(await getDb(), WHATSAPP_SECTION, ZWhatsappSettings),
  ]);
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      <section className="grid gap-1 rounded-xl border bg-card p-5 text-sm shadow-xs">
        <p>{t('quiet', { from: settings.silencioInicio, to: settings.silencioFim })}</p>
        <p>{t('limit', { count: settings.limiteDiario })}</p>
      </section>
      <table className="w-full overflow-hidden rounded-xl border bg-card text-sm shadow-xs">
        <thead className="bg-muted/50 text-left">
          <tr>
            <th className="p-3 font-medium">{t('steps')}</th>
            <th className="p-3 font-medium">{t('channel')}</th>
          </tr>
        </thead>
        <tbody>
          {AUTOMATIC_STEPS.map((step) => (
            <tr key={step} className="border-t">
              <td className="p-3">{tw(`etapas.${step.replace('.', '_')}.nome`)}</td>
              <td className="p-3">{t(`channels.${settings.etapas[step].canal}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
