'use client';

import { Activity, CheckCircle2, FolderKanban } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { memo } from 'react';
import type { ColumnCounts } from '@/lib/projects/board';
import { cn } from '@/lib/utils';

/** Document 000 §2.6: total projects, completed (concluido), in progress (em_desenvolvimento). */
export const SummaryCards = memo(function SummaryCards({ totals }: { totals: ColumnCounts }) {
  const t = useTranslations('projects.summary');
  const total = Object.values(totals).reduce((sum, n) => sum + n, 0);
  const completed = totals.concluido;
  const inProgress = totals.em_desenvolvimento;
  const items = [
    { key: 'total', value: total, icon: FolderKanban, tone: 'bg-primary/10 text-primary' },
    { key: 'completed', value: completed, icon: CheckCircle2, tone: 'bg-green-100 text-green-700' },
    { key: 'inProgress', value: inProgress, icon: Activity, tone: 'bg-blue-100 text-blue-700' },
  ] as const;

  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      {items.map(({ key, value, icon: Icon, tone }) => (
        // A <dl> group may hold only <dt> and <dd> (axe definition-list): the icon sits inside the term, placed
        // at the card's left edge, beside both lines.
        <div
          key={key}
          className="relative flex min-h-[4.75rem] flex-col justify-center rounded-xl border bg-card py-4 pr-4 pl-[4.75rem] shadow-xs"
          data-testid={`summary-${key}`}
        >
          <dt className="text-sm text-muted-foreground">
            <span
              className={cn(
                'absolute top-1/2 left-4 flex size-11 -translate-y-1/2 items-center justify-center rounded-lg',
                tone,
              )}
              aria-hidden
            >
              <Icon className="size-5" />
            </span>
            {t(key)}
          </dt>
          <dd className="text-2xl font-bold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
});
