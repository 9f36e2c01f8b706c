import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { reminderDayLabel } from '@/lib/charges/reminder-day';
import type { ReminderEntry } from '@/lib/charges/reminders';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { RemindersPause } from './reminders-pause';

const BADGE: Record<ReminderEntry['status'], string> = {
  enviado: 'bg-green-100 text-green-900',
  agendado: 'bg-blue-100 text-blue-900',
  pulado: 'bg-gray-100 text-gray-700',
};

/** "Lembretes" on the charge detail (D61): each step sent, scheduled or skipped, and the pause. */
export async function ChargeReminders({
  id,
  entries,
  paused,
  open,
}: {
  id: string;
  entries: ReminderEntry[];
  paused: boolean;
  open: boolean;
}) {
  const t = await getTranslations('automation');
  const label = (dias: number) => {
    const day = reminderDayLabel(dias);
    return day.key === 'onDay' ? t('settings.onDay') : t(`settings.${day.key}`, { n: day.n });
  };
  return (
    <section
      className="grid gap-3 rounded-xl border bg-card p-5 shadow-xs"
      aria-labelledby="lembretes-title"
      data-testid="lembretes"
    >
      <h2 id="lembretes-title" className="font-semibold">
        {t('lembretes.title')}
      </h2>
      {paused && <p className="text-sm text-muted-foreground">{t('lembretes.paused')}</p>}
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('lembretes.empty')}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {entries.map((e) => (
            <li key={e.etapa} className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-medium">{formatDate(e.dia)}</span>{' '}
                <span className="text-muted-foreground">· {label(e.etapa)}</span>
                {e.motivo && <span className="block text-xs text-muted-foreground">{e.motivo}</span>}
              </span>
              <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', BADGE[e.status])}>
                {t(`lembretes.${e.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <ClientMessages namespaces={['automation']}>
          <RemindersPause id={id} paused={paused} />
        </ClientMessages>
      )}
    </section>
  );
}
