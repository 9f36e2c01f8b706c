import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { RegisterPixWebhookButton } from '@/components/settings/register-pix-webhook-button';
import { Badge } from '@/components/ui/badge';
import { hasRole } from '@/lib/auth/roles';
import { requireStaff } from '@/server/auth/session';
import { pixProviderName, pixWebhookUrl } from '@/server/pix/config';
import { integrationStatuses } from '@/server/settings/integrations';

export const metadata: Metadata = { title: 'Integrações' };

/**
 * /configuracoes/integracoes: what the environment configures and whether it answers (D103). The one thing done
 * here: with a PSP's API Pix, an admin registers the webhook again (server/pix/webhook-actions.ts).
 */
export default async function IntegrationsPage() {
  const user = await requireStaff('/configuracoes/integracoes');
  await connection();
  const [t, statuses] = await Promise.all([getTranslations('settingsArea.integrations'), integrationStatuses()]);
  const webhook = pixProviderName() === 'api' ? { url: pixWebhookUrl() } : null;
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {statuses.map((s) => (
          <li key={s.key} className="grid content-start gap-2 rounded-xl border bg-card p-4 shadow-xs">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-medium">{t(`providers.${s.key}`)}</h2>
              <Badge variant={s.configured ? 'default' : 'secondary'}>
                {s.configured ? t('configured') : t('notConfigured')}
              </Badge>
            </div>
            {s.configured ? (
              <p className="text-sm">
                <span className={s.answers ? 'text-emerald-700' : 'text-destructive'}>
                  {s.answers === null ? t('notChecked') : s.answers ? t('answers') : t('noAnswer')}
                </span>
                {s.host && <span className="ml-2 font-mono text-xs break-all text-muted-foreground">{s.host}</span>}
              </p>
            ) : (
              <p className="text-sm text-muted-foreground">{t('fallback', { what: t(`fallbacks.${s.key}`) })}</p>
            )}
            {s.key === 'pix' && s.configured && webhook && (
              <div className="grid gap-2 border-t pt-2 text-sm" data-testid="pix-webhook">
                <p>
                  <span className="font-medium">{t('webhook.label')}: </span>
                  {webhook.url ? (
                    <span className="font-mono text-xs break-all">{webhook.url}</span>
                  ) : (
                    <span className="text-muted-foreground">{t('webhook.missing')}</span>
                  )}
                </p>
                {webhook.url && hasRole(user.role, 'admin') && (
                  <>
                    <p className="text-muted-foreground">{t('webhook.help')}</p>
                    <RegisterPixWebhookButton
                      labels={{ button: t('webhook.button'), sending: t('webhook.sending'), done: t('webhook.done') }}
                    />
                  </>
                )}
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
