import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobRetentionForm } from '@/components/automation/job-retention-form';
import { RetryJobButton } from '@/components/automation/retry-job-button';
import { SettingsLinks } from '@/components/automation/settings-links';
import { formatDateTime } from '@/lib/format';
import { requireStaff } from '@/server/auth/session';
import { readJobsScreen } from '@/server/jobs/queries';

export const metadata: Metadata = { title: 'Tarefas automáticas' };

/** D60: failed jobs, with "Tentar de novo"; D150: how long finished ones are kept. */
export default async function JobsPage() {
  await requireStaff('/configuracoes/tarefas');
  const { failed, queued, settings } = await readJobsScreen();
  const t = await getTranslations('automation.jobs');
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
        <SettingsLinks current="/configuracoes/tarefas" />
        <p className="mt-1 text-sm">{t('pending', { count: queued })}</p>
      </div>
      {failed.length === 0 ? (
        <p className="rounded-xl border bg-card p-5 text-muted-foreground">{t('empty')}</p>
      ) : (
        <ul className="grid gap-3">
          {failed.map((job) => (
            <li key={job.id} className="grid gap-2 rounded-xl border bg-card p-4 text-sm shadow-xs">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{job.tipo}</span>
                <RetryJobButton id={job.id} />
              </div>
              <p className="font-mono text-xs break-all text-muted-foreground">
                {t('chave')}: {job.chave}
              </p>
              <p className="text-xs">
                {t('tentativas')}: {job.tentativas} · {t('quando')}: {formatDateTime(job.updatedAt)}
              </p>
              {job.ultimoErro && (
                <p className="rounded bg-red-50 p-2 font-mono text-xs break-all text-red-800">{job.ultimoErro}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <JobRetentionForm days={settings.retencaoDias} />
    </div>
  );
}
