'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo } from 'react';
import type { BoardProject } from '@/lib/projects/board';
import { cn } from '@/lib/utils';
import { ProjectCard, type CardActions } from './project-card';

/**
 * The draggable wrapper of a card. It re-renders while something is dragged (dnd-kit's context);
 * the memoised ProjectCard inside does not.
 */
export const SortableCard = memo(function SortableCard({
  project,
  today,
  actions,
  roleDescription,
}: {
  project: BoardProject;
  today: string;
  actions: CardActions;
  roleDescription: string;
}) {
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, transform, transition, isDragging } = useSortable({
    id: project.id,
    data: { type: 'card' },
    attributes: { roleDescription },
  });

  return (
    <li
      ref={setNodeRef}
      {...listeners}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('touch-manipulation list-none', isDragging && 'opacity-40')}
    >
      <ProjectCard
        project={project}
        today={today}
        actions={actions}
        handle={{ ...attributes, ref: setActivatorNodeRef }}
      />
    </li>
  );
});
