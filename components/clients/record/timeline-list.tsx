import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { subjectHref } from '@/lib/clients/links';
import { formatDateTime } from '@/lib/format';
import { timelineLabel } from '@/lib/timeline/labels';
import type { RecordEntry } from '@/server/clients/record';

/** One timeline, newest first: when (São Paulo), what, who or what did it, and a link to the document. */
export async function TimelineList({ entries }: { entries: RecordEntry[] }) {
  const t = await getTranslations('clientRecord');
  if (entries.length === 0) return <p className="mt-3 text-sm text-muted-foreground">{t('page.noTimeline')}</p>;

  const who = (entry: RecordEntry) => {
    if (entry.atorTipo === 'sistema') return t('actors.sistema', { nome: entry.atorNome ?? '' });
    if (entry.atorTipo === 'cliente')
      return entry.atorNome ? `${t('actors.cliente')} · ${entry.atorNome}` : t('actors.cliente');
    return entry.atorNome || '-';
  };

  return (
    <ol className="mt-4 grid gap-0" data-testid="record-timeline">
      {entries.map((entry) => {
        const href = entry.assuntoTipo === 'client' ? null : subjectHref(entry.assuntoTipo, entry.assuntoId);
        const label = timelineLabel(entry.tipo, { numero: entry.numero });
        return (
          <li
            key={entry.id}
            className="relative border-l-2 border-muted pb-4 pl-4 last:pb-0"
            data-testid="timeline-entry"
          >
            <span aria-hidden className="absolute top-1.5 -left-[5px] size-2 rounded-full bg-primary" />
            <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
              <time dateTime={entry.em}>{formatDateTime(entry.em)}</time> · {who(entry)}
            </p>
            <p className="text-sm font-medium [overflow-wrap:anywhere]">
              {href ? (
                <Link href={href} className="hover:underline">
                  {label}
                </Link>
              ) : (
                label
              )}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
