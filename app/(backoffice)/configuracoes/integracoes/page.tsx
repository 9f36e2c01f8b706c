import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { Badge } from '@/components/ui/badge';
import { requireStaff } from '@/server/auth/session';
import { integrationStatuses } from '@/server/settings/integrations';

export const metadata: Metadata = { title: 'Integrações' };

/** /configuracoes/integracoes: read only; what the environment configures and whether it answers (D103). */
export default async function IntegrationsPage() {
  await requireStaff('/configuracoes/integracoes');
  await connection();
  const [t, statuses] = await Promise.all([getTranslations('settingsArea.integrations'), integrationStatuses()]);
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {statuses.map((s) => (
          <li key={s.key} className="grid gap-2 rounded-xl border bg-card p-4 shadow-xs">
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
          </li>
        ))}
      </ul>
    </div>
  );
}
