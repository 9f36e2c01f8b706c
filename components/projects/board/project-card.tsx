'use client';

import { CalendarClock, GripVertical, Loader2, MoreHorizontal, User } from 'lucide-react';
import dynamic from 'next/dynamic';
import { memo } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { useSwapOnPress } from '@/components/hooks/use-swap-on-press';
import { dueBadge, isOverdueCard, paymentInfo, type Tone } from '@/lib/projects/badges';
import type { BoardProject } from '@/lib/projects/board';
import { isPaymentStatus, PAYMENT_STATUS_STYLE, type BoardStatus } from '@/lib/projects/status';
import { visibleTags } from '@/lib/projects/tags';
import { cn } from '@/lib/utils';
import { createIconSprite } from '@/components/common/icon-sprite';
import { MENU_BUTTON_CLASS } from './menu-button';

/** Rendered once by the board (ProjectBoard), pointed at by every card. */
export const cardIcons = createIconSprite('project-card', {
  grip: GripVertical,
  client: User,
  due: CalendarClock,
  menu: MoreHorizontal,
});

const TONE_TEXT: Record<Tone, string> = {
  normal: 'border-border bg-muted text-muted-foreground',
  urgent: 'border-amber-300 bg-amber-50 text-amber-800',
  overdue: 'border-red-300 bg-red-50 text-red-700',
  done: 'border-green-300 bg-green-50 text-green-800',
};

const BAR: Record<Tone, string> = {
  normal: 'bg-primary',
  urgent: 'bg-amber-500',
  overdue: 'bg-red-500',
  done: 'bg-green-500',
};

export type CardActions = {
  onDelete: (project: BoardProject) => void;
  onMoveTo: (id: string, status: BoardStatus) => void;
};

// D80: the Radix menu is fetched on the first press of a card's "…" button, and then opens.
const loadMenu = () => import('./card-menu');
const CardMenu = dynamic(loadMenu, {
  ssr: false,
  loading: () => (
    <span className={MENU_BUTTON_CLASS} aria-hidden data-no-drag>
      <Loader2 className="size-4 animate-spin" />
    </span>
  ),
});

type DragHandleProps = React.ButtonHTMLAttributes<HTMLButtonElement> & { ref?: (node: HTMLElement | null) => void };

/**
 * A project card (document 000 §2.6, §4 Card badges). Memoised: during a drag only the sortable
 * wrapper re-renders, not the card. The grip is the keyboard handle; a mouse or touch drag starts
 * anywhere on the card.
 */
export const ProjectCard = memo(function ProjectCard({
  project,
  today,
  actions,
  handle,
  isOverlay = false,
}: {
  project: BoardProject;
  today: string;
  actions?: CardActions;
  handle?: DragHandleProps;
  isOverlay?: boolean;
}) {
  const t = useTranslations('projects');
  const due = dueBadge(project.dueDay, project.status, today);
  const payment = paymentInfo(project.payment, today);
  const ringed = isOverdueCard(due, payment, project.payment.paymentStatus);
  const tags = visibleTags(project.tags);
  const paymentStatus = project.payment.paymentStatus;
  const tasksPercent = project.tasksTotal > 0 ? Math.round((project.tasksDone / project.tasksTotal) * 100) : 0;
  const installmentsPercent =
    project.payment.installmentsTotal > 0
      ? Math.round((project.payment.installmentsPaid / project.payment.installmentsTotal) * 100)
      : 0;

  return (
    <div
      className={cn(
        'group/card relative rounded-lg border bg-card p-3 text-sm shadow-xs transition-shadow hover:shadow-md',
        ringed && 'ring-2 ring-red-400/80',
        !ringed && due?.tone === 'urgent' && 'ring-1 ring-amber-300',
        isOverlay && 'rotate-1 cursor-grabbing shadow-xl',
      )}
      data-testid="project-card"
      data-project-id={project.id}
    >
      <div className="flex items-start gap-1.5">
        <button
          type="button"
          {...handle}
          aria-label={t('card.dragHint', { name: project.name, client: project.clientName })}
          className="-ml-1 mt-0.5 flex size-6 shrink-0 cursor-grab items-center justify-center rounded text-muted-foreground/70 outline-none hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <cardIcons.Icon name="grip" className="size-4" />
        </button>
        <h3 className="min-w-0 flex-1 font-semibold leading-snug break-words">{project.name}</h3>
        {actions && <MenuSlot project={project} actions={actions} />}
      </div>

      <p className="mt-1.5 flex min-w-0 items-center gap-1.5 text-xs text-muted-foreground">
        <cardIcons.Icon name="client" className="size-3.5 shrink-0" />
        <span className="truncate">{project.clientName}</span>
      </p>

      {tags.shown.length > 0 && (
        <ul className="mt-2.5 flex flex-wrap gap-1" aria-label={t('fields.tags')}>
          {tags.shown.map((tag, i) => (
            <li
              key={`${tag}-${i}`}
              className="max-w-[8rem] truncate rounded-full bg-secondary px-2 py-0.5 text-[11px] font-medium text-secondary-foreground"
            >
              {tag}
            </li>
          ))}
          {tags.more > 0 && (
            <li className="rounded-full border px-2 py-0.5 text-[11px] text-muted-foreground">
              {t('card.moreTags', { n: tags.more })}
            </li>
          )}
        </ul>
      )}

      <div className="mt-3 flex flex-wrap items-center gap-1.5">
        {due && (
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 text-[11px] font-semibold',
              TONE_TEXT[due.tone],
            )}
          >
            <cardIcons.Icon name="due" className="size-3" />
            {t(`card.${due.key}`, due.values)}
          </span>
        )}
        {isPaymentStatus(paymentStatus) && (
          <span
            className={cn(
              'inline-flex items-center rounded-md border px-1.5 py-0.5 text-[11px] font-medium',
              PAYMENT_STATUS_STYLE[paymentStatus].badge,
            )}
          >
            {t(`paymentStatusBoard.${paymentStatus}`)}
          </span>
        )}
      </div>

      {payment && (
        <div className="mt-2">
          <p
            className={cn(
              'text-xs font-medium',
              payment.tone === 'overdue'
                ? 'text-red-700'
                : payment.tone === 'urgent'
                  ? 'text-amber-700'
                  : payment.tone === 'done'
                    ? 'text-green-700'
                    : 'text-muted-foreground',
            )}
          >
            {t(`card.${payment.key}`, payment.values)}
          </p>
          {payment.key === 'installments' && <Bar percent={installmentsPercent} tone={payment.tone} />}
        </div>
      )}

      {project.tasksTotal > 0 && (
        <div className="mt-2.5 border-t pt-2">
          <p className="text-xs text-muted-foreground">
            {t('card.tasks', { done: project.tasksDone, total: project.tasksTotal })}
          </p>
          <Bar percent={tasksPercent} tone={tasksPercent === 100 ? 'done' : 'normal'} />
        </div>
      )}
    </div>
  );
});

function Bar({ percent, tone }: { percent: number; tone: Tone }) {
  return (
    <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden>
      <div className={cn('h-full rounded-full', BAR[tone])} style={{ width: `${percent}%` }} />
    </div>
  );
}

/** The "…" button: a plain button until first pressed, then the real menu (card-menu.tsx), opened. */
function MenuSlot({ project, actions }: { project: BoardProject; actions: CardActions }) {
  const t = useTranslations('projects');
  const { pressed, trigger } = useSwapOnPress(loadMenu);
  if (pressed) return <CardMenu project={project} actions={actions} />;
  return (
    <button
      type="button"
      className={MENU_BUTTON_CLASS}
      aria-label={t('card.menu', { name: project.name })}
      aria-haspopup="menu"
      data-no-drag
      {...trigger}
    >
      <cardIcons.Icon name="menu" className="size-4" />
    </button>
  );
}
