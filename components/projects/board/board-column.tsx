'use client';

import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Inbox, Loader2, Plus } from 'lucide-react';
import { useTranslations } from '@/components/i18n/use-translations';
import { memo } from 'react';
import { useDrawnNearView } from '@/components/hooks/use-drawn-near-view';
import { Button } from '@/components/ui/button';
import type { BoardProject } from '@/lib/projects/board';
import { BOARD_STATUS_STYLE, type BoardStatus } from '@/lib/projects/status';
import { cn } from '@/lib/utils';
import type { CardActions } from './project-card';
import { SortableCard } from './sortable-card';

/** How many cards of each column the server's HTML carries (what a screen shows before scrolling), and how many
 * more are drawn each time the column's last drawn card nears the viewport (useDrawnNearView). */
const FIRST_VIEW_CARDS = 3;
const CARDS_PER_STEP = 4;

/** A board column (document 000 §2.6): title, count badge, drop area, empty texts, add action. */
export const BoardColumn = memo(function BoardColumn({
  status,
  ids,
  total,
  cards,
  today,
  isOver,
  isDragging,
  actions,
  onAdd,
  onShowMore,
  isLoadingMore,
}: {
  status: BoardStatus;
  /** The cards loaded, in order. */
  ids: string[];
  /** How many cards the column holds under the current search (loaded or not). */
  total: number;
  cards: Map<string, BoardProject>;
  today: string;
  isOver: boolean;
  isDragging: boolean;
  actions: CardActions;
  onAdd?: () => void;
  onShowMore: (status: BoardStatus) => void;
  isLoadingMore: boolean;
}) {
  const t = useTranslations('projects');
  const style = BOARD_STATUS_STYLE[status];
  const { setNodeRef } = useDroppable({ id: status, data: { type: 'column', count: ids.length } });
  const title = t(`boardStatus.${status}`);
  const { drawn, marker } = useDrawnNearView<HTMLLIElement>(ids, FIRST_VIEW_CARDS, CARDS_PER_STEP);
  const shown = ids.slice(0, drawn);

  return (
    <section
      aria-labelledby={`column-${status}`}
      className={cn('flex min-w-0 flex-col rounded-xl border transition-colors', style.column, isOver && style.over)}
      data-column={status}
    >
      <header className="flex h-12 items-center gap-2 px-3 pt-1">
        <span className={cn('size-2.5 rounded-full', style.dot)} aria-hidden />
        <h2 id={`column-${status}`} className={cn('text-sm font-semibold', style.header)}>
          {title}
        </h2>
        <span
          className={cn('rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums', style.badge)}
          aria-label={t('column.count', { count: total })}
        >
          {total}
        </span>
        {onAdd && (
          <Button
            variant="ghost"
            size="icon"
            className="ml-auto size-7"
            onClick={onAdd}
            aria-label={t('column.add')}
            title={t('column.add')}
          >
            <Plus />
          </Button>
        )}
      </header>
      <SortableContext id={status} items={ids} strategy={verticalListSortingStrategy}>
        <ul
          ref={setNodeRef}
          className="flex min-h-40 flex-1 flex-col gap-2 px-2 pb-2"
          aria-labelledby={`column-${status}`}
        >
          {shown.map((id) => {
            const project = cards.get(id);
            return project ? (
              <SortableCard
                key={id}
                project={project}
                today={today}
                actions={actions}
                roleDescription={t('card.roleDescription')}
              />
            ) : null;
          })}
          {drawn < ids.length && <li ref={marker} aria-hidden className="h-px list-none" />}
          {ids.length === 0 && !isOver && (
            <li className="flex flex-1 flex-col items-center justify-center rounded-lg border-2 border-dashed border-current/10 px-3 py-8 text-center text-muted-foreground">
              <Inbox className="size-6 opacity-60" aria-hidden />
              <p className="mt-2 text-sm font-medium">{t('column.empty')}</p>
              <p className="text-xs">{t('column.emptyHint')}</p>
            </li>
          )}
        </ul>
      </SortableContext>
      {total > ids.length && !isDragging && (
        <div className="px-2 pb-3">
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            onClick={() => onShowMore(status)}
            disabled={isLoadingMore}
          >
            {isLoadingMore && <Loader2 className="animate-spin" />}
            {t('column.showMore', { count: total - ids.length })}
          </Button>
        </div>
      )}
    </section>
  );
});
