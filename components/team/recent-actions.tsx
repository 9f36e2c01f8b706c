import { getTranslations } from 'next-intl/server';
import { formatDateTime } from '@/lib/format';
import { timelineLabel } from '@/lib/timeline/labels';
import type { RecentAction } from '@/server/team/queries';

/**
 * D73: a person's recent actions, from the client timeline (its kind's label), the board's
 * project activities (their own description) and the signature audit (the event).
 */
export async function RecentActions({ name, actions }: { name: string; actions: RecentAction[] }) {
  const t = await getTranslations('team');
  const describe = (action: RecentAction) => {
    if (action.source === 'timeline') return timelineLabel(action.what, { numero: action.numero });
    if (action.source === 'signature') return `${t('activity.signature')}: ${action.what}`;
    return action.what;
  };
  return (
    <section id="atividade" aria-labelledby="atividade-titulo" className="rounded-xl border bg-card p-5 shadow-xs">
      <h2 id="atividade-titulo" className="font-semibold">
        {t('member.historyTitle', { name })}
      </h2>
      {actions.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">{t('member.historyEmpty')}</p>
      ) : (
        <ol className="mt-3 divide-y">
          {actions.map((action, index) => (
            <li
              key={`${action.at}-${index}`}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm"
            >
              <span>
                <span className="mr-2 text-xs font-medium text-muted-foreground uppercase">
                  {t(`activity.${action.source}`)}
                </span>
                {describe(action)}
                {action.subject && action.source !== 'timeline' && (
                  <span className="text-muted-foreground"> · {action.subject}</span>
                )}
              </span>
              <time dateTime={action.at} className="text-xs text-muted-foreground tabular-nums">
                {formatDateTime(action.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
