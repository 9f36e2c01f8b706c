import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { RegisterPixWebhookButton } from '@/components/settings/register-pix-webhook-button';
import { Badge } from '@/components/ui/badge';
import { hasRole } from '@/lib/auth/roles';
import type { ModeBadge } from '@/lib/settings/integration-modes';
import { requireStaff } from '@/server/auth/session';
import { formatDateTime } from '@/lib/format';
import { getAgency } from '@/server/agency/profile';
import { pixProviderName, pixWebhookUrl } from '@/server/pix/config';
import { webhookStatus } from '@/server/pix/webhook-registration';
import { integrationStatuses } from '@/server/settings/integrations';

export const metadata: Metadata = { title: 'Integrações' };

const BADGE_VARIANT: Record<ModeBadge, 'default' | 'secondary' | 'outline' | 'destructive'> = {
  configured: 'default',
  test: 'outline',
  incomplete: 'destructive',
  notConfigured: 'secondary',
};

/**
 * /configuracoes/integracoes: what the environment configures and whether it answers (D103). The Pix card says which
 * provider is active, the key in use (the profile's, D171) and the bank's last answer to the webhook registration
 * (D172); with a PSP's API Pix, an admin registers the webhook again (server/pix/webhook-actions.ts).
 */
export default async function IntegrationsPage() {
  const user = await requireStaff('/configuracoes/integracoes');
  await connection();
  const [t, statuses] = await Promise.all([getTranslations('settingsArea.integrations'), integrationStatuses()]);
  const provider = pixProviderName();
  const pixKey = (await getAgency()).pix.key;
  const webhook = provider === 'api' ? { url: pixWebhookUrl(), status: await webhookStatus() } : null;
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
              {s.mode ? (
                <Badge variant={BADGE_VARIANT[s.mode.badge]} data-testid={`${s.key}-badge`}>
                  {t(`badges.${s.mode.badge}`)}
                </Badge>
              ) : (
                <Badge variant={s.configured ? 'default' : 'secondary'}>
                  {s.configured ? t('configured') : t('notConfigured')}
                </Badge>
              )}
            </div>
            {/* D209: payments and Pix say what is running, from the facts their providers are chosen from. */}
            {s.mode && (
              <p className="text-sm text-muted-foreground" data-testid={`${s.key}-mode`}>
                {t(`modes.${s.key}.${s.mode.name}`, { faltam: s.mode.missing.join(', ') })}
              </p>
            )}
            {s.configured ? (
              <p className="text-sm">
                <span className={s.answers ? 'text-emerald-700' : 'text-destructive'}>
                  {s.answers === null ? t('notChecked') : s.answers ? t('answers') : t('noAnswer')}
                </span>
                {s.host && <span className="ml-2 font-mono text-xs break-all text-muted-foreground">{s.host}</span>}
              </p>
            ) : (
              !s.mode && (
                <p className="text-sm text-muted-foreground">{t('fallback', { what: t(`fallbacks.${s.key}`) })}</p>
              )
            )}
            {s.key === 'pix' && (
              <dl className="grid gap-1 border-t pt-2 text-sm" data-testid="pix-provider">
                <div>
                  <dt className="inline font-medium">{t('pixProvider.label')}: </dt>
                  <dd className="inline">{t(`pixProvider.names.${provider}`)}</dd>
                </div>
                <div>
                  <dt className="inline font-medium">{t('pixProvider.key')}: </dt>
                  <dd className="inline font-mono text-xs break-all">
                    {pixKey || <span className="font-sans text-muted-foreground">{t('pixProvider.noKey')}</span>}
                  </dd>
                </div>
              </dl>
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
                <p data-testid="pix-webhook-status">
                  <span className="font-medium">{t('webhook.status')}: </span>
                  {!webhook.status ? (
                    <span className="text-muted-foreground">{t('webhook.never')}</span>
                  ) : webhook.status.aceito ? (
                    <span className="text-emerald-700">
                      {t('webhook.accepted', {
                        quando: formatDateTime(webhook.status.em),
                        chave: webhook.status.chave,
                      })}
                    </span>
                  ) : (
                    <span className="text-destructive">
                      {t('webhook.refused', {
                        quando: formatDateTime(webhook.status.em),
                        erro: webhook.status.erro ?? '',
                      })}
                    </span>
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
