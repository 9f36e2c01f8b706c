import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { reminderDayLabel } from '@/lib/charges/reminder-day';
import type { ReminderEntry } from '@/lib/charges/reminders';
import { formatDate } from '@/lib/format';
import { m } from '@/lib/messages';
import type { ChargeWhatsAppHistory } from '@/lib/whatsapp/history';
import { DeliveryLine } from '@/components/whatsapp/delivery-line';
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
  whatsapp,
}: {
  id: string;
  entries: ReminderEntry[];
  paused: boolean;
  open: boolean;
  /** Each step's channels and its WhatsApp message's status, and the charge's other WhatsApp sends (D141). */
  whatsapp?: ChargeWhatsAppHistory;
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
            <li key={e.etapa} className="grid gap-1">
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="font-medium">{formatDate(e.dia)}</span>{' '}
                  <span className="text-muted-foreground">· {label(e.etapa)}</span>
                  {e.motivo && <span className="block text-xs text-muted-foreground">{e.motivo}</span>}
                </span>
                <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', BADGE[e.status])}>
                  {t(`lembretes.${e.status}`)}
                </span>
              </span>
              {e.status === 'enviado' && whatsapp?.steps[e.etapa]?.whatsapp && (
                <StepChannels channels={whatsapp.steps[e.etapa]} />
              )}
            </li>
          ))}
        </ul>
      )}
      {whatsapp && whatsapp.others.length > 0 && (
        <div className="grid gap-2 border-t pt-3">
          <h3 className="text-sm font-medium">{m.whatsapp.historico.outras}</h3>
          <ul className="grid gap-2">
            {whatsapp.others.map((d) => (
              <li key={d.id} className="grid gap-0.5 text-sm">
                <span>{d.label}</span>
                <DeliveryLine delivery={d} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {open && (
        <ClientMessages namespaces={['automation']}>
          <RemindersPause id={id} paused={paused} />
        </ClientMessages>
      )}
    </section>
  );
}

/** The channels a sent step went by: "E-mail" and the WhatsApp message with its status. */
function StepChannels({ channels }: { channels: NonNullable<ChargeWhatsAppHistory['steps'][number]> }) {
  return (
    <span className="grid gap-1 pl-3" aria-label={m.whatsapp.historico.canais}>
      {channels.email && <span className="text-xs text-muted-foreground">{m.whatsapp.historico.email}</span>}
      {channels.whatsapp && <DeliveryLine delivery={channels.whatsapp} />}
    </span>
  );
}
