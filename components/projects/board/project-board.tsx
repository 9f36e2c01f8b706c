'use client';

import {
  closestCenter,
  DndContext,
  DragOverlay,
  getFirstCollision,
  KeyboardSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { matchesSearch, searchKey, type BoardProject } from '@/lib/projects/board';
import { BOARD_STATUSES, isBoardStatus, type BoardStatus } from '@/lib/projects/status';
import { moveProject } from '@/server/projects/actions';
import { CreateProjectDialog } from '../dialogs/create-project-dialog';
import { DeleteProjectDialog } from '../dialogs/delete-project-dialog';
import { BoardColumn } from './board-column';
import { BoardToolbar } from './board-toolbar';
import { buildColumns, findColumn, neighbours, placeCard, type Columns } from './board-state';
import { boardCoordinates } from './keyboard-coordinates';
import { MousePointerSensor } from './mouse-pointer-sensor';
import { ProjectCard, type CardActions } from './project-card';
import { SummaryCards } from './summary-cards';

/** Cards first shown per column; "Mostrar mais" adds a page. Keeps a 2,000-project board light. */
export const COLUMN_PAGE = 30;

type Origin = { status: BoardStatus; index: number };

/**
 * The Kanban board of document 000 §2.6 and §4. The order lives here as id lists per column; a drop
 * updates it at once and the server write follows, undone with the §8 toast when it fails.
 */
export function ProjectBoard({ projects, today }: { projects: BoardProject[]; today: string }) {
  const t = useTranslations('projects');
  const router = useRouter();

  // The server's list is the starting point; a refresh (after create or delete) replaces local state.
  const [source, setSource] = useState(projects);
  const [cards, setCards] = useState(() => new Map(projects.map((p) => [p.id, p])));
  const [columns, setColumns] = useState<Columns>(() => buildColumns(projects));
  if (source !== projects) {
    setSource(projects);
    setCards(new Map(projects.map((p) => [p.id, p])));
    setColumns(buildColumns(projects));
  }

  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [limits, setLimits] = useState<Record<BoardStatus, number>>(() => Object.fromEntries(BOARD_STATUSES.map((s) => [s, COLUMN_PAGE])) as Record<BoardStatus, number>);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [overColumn, setOverColumn] = useState<BoardStatus | null>(null);
  const [creating, setCreating] = useState<BoardStatus | null>(null);
  const [deleting, setDeleting] = useState<BoardProject | null>(null);

  const keys = useMemo(() => new Map([...cards.values()].map((p) => [p.id, searchKey(p)])), [cards]);

  /** Each column's cards under the search, and the part of them on screen. */
  const view = useMemo(() => {
    const out = {} as Record<BoardStatus, { ids: string[]; total: number }>;
    for (const status of BOARD_STATUSES) {
      const matching = deferredQuery.trim() ? columns[status].filter((id) => id === activeId || matchesSearch(keys.get(id) ?? '', deferredQuery)) : columns[status];
      const ids = matching.slice(0, limits[status]);
      if (activeId && matching.includes(activeId) && !ids.includes(activeId)) ids.push(activeId);
      out[status] = { ids, total: matching.length };
    }
    return out;
  }, [columns, keys, deferredQuery, limits, activeId]);

  // Latest values for the dnd-kit callbacks and announcements, which must stay stable.
  const state = useRef({ columns, cards, view });
  useLayoutEffect(() => {
    state.current = { columns, cards, view };
  });
  const origin = useRef<Origin | null>(null);
  const lastOverId = useRef<UniqueIdentifier | null>(null);

  const sensors = useSensors(
    useSensor(MousePointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 120, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: boardCoordinates }),
  );

  /** Sends a move; on failure the card goes back where it was, with the toast of §8. */
  const persist = useCallback(async (id: string, from: Origin) => {
    const place = neighbours(state.current.columns, id);
    if (!place) return;
    setCards((current) => {
      const card = current.get(id);
      if (!card || card.status === place.status) return current;
      return new Map(current).set(id, { ...card, status: place.status });
    });
    const result = await moveProject({ id, status: place.status, prevId: place.prevId, nextId: place.nextId }).catch(() => null);
    if (result?.ok) return;
    setColumns((current) => placeCard(current, id, from.status, from.index));
    setCards((current) => {
      const card = current.get(id);
      return card ? new Map(current).set(id, { ...card, status: from.status }) : current;
    });
    toast.error(t('toasts.moveError'), { description: t('toasts.moveErrorText') });
  }, [t]);

  const actions: CardActions = useMemo(
    () => ({
      onDelete: (project) => setDeleting(project),
      onMoveTo: (id, status) => {
        const from = neighbours(state.current.columns, id);
        if (!from || from.status === status) return;
        const next = placeCard(state.current.columns, id, status, state.current.columns[status].length);
        state.current.columns = next;
        setColumns(next);
        const name = state.current.cards.get(id)?.name ?? '';
        toast.success(t('dnd.moved', { name, column: t(`boardStatus.${status}`) }));
        void persist(id, { status: from.status, index: from.index });
      },
    }),
    [persist, t],
  );

  const collisionDetection: CollisionDetection = useCallback((args) => {
    const pointer = pointerWithin(args);
    const hits = pointer.length > 0 ? pointer : rectIntersection(args);
    let overId = getFirstCollision(hits, 'id');
    if (overId != null) {
      if (isBoardStatus(overId)) {
        const inColumn = new Set(state.current.view[overId].ids);
        if (inColumn.size > 0) {
          const closest = closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => inColumn.has(String(c.id))) });
          overId = closest[0]?.id ?? overId;
        }
      }
      lastOverId.current = overId;
      return [{ id: overId }];
    }
    return lastOverId.current != null ? [{ id: lastOverId.current }] : [];
  }, []);

  const onDragStart = ({ active }: DragStartEvent) => {
    const place = neighbours(state.current.columns, String(active.id));
    origin.current = place ? { status: place.status, index: place.index } : null;
    setActiveId(String(active.id));
    setOverColumn(place?.status ?? null);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    if (!over) return;
    const id = String(active.id);
    const current = state.current.columns;
    const from = findColumn(current, id);
    const to = findColumn(current, String(over.id));
    if (!from || !to) return;
    setOverColumn(to);
    if (from === to) return;
    // Into another column: before or after the card it is over, or at the end of what is shown.
    let index: number;
    if (isBoardStatus(over.id)) {
      const shown = state.current.view[to].ids;
      const last = shown[shown.length - 1];
      index = last ? current[to].indexOf(last) + 1 : current[to].length;
    } else {
      const overIndex = current[to].indexOf(String(over.id));
      const translated = active.rect.current.translated;
      const below = translated ? translated.top > over.rect.top + over.rect.height / 2 : false;
      index = overIndex + (below ? 1 : 0);
    }
    const next = placeCard(current, id, to, index);
    state.current.columns = next;
    setColumns(next);
  };

  const finish = () => {
    setActiveId(null);
    setOverColumn(null);
    lastOverId.current = null;
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const id = String(active.id);
    const from = origin.current;
    finish();
    if (!from) return;
    if (!over) {
      setColumns((current) => placeCard(current, id, from.status, from.index));
      return;
    }
    let current = state.current.columns;
    const status = findColumn(current, id);
    if (!status) return;
    const overId = String(over.id);
    if (!isBoardStatus(overId) && overId !== id && current[status].includes(overId)) {
      const list = current[status];
      current = { ...current, [status]: arrayMove(list, list.indexOf(id), list.indexOf(overId)) };
      state.current.columns = current;
      setColumns(current);
    }
    const index = current[status].indexOf(id);
    // A drop in the same place does nothing (document 000 §4).
    if (status === from.status && index === from.index) return;
    void persist(id, from);
  };

  const onDragCancel = () => {
    const from = origin.current;
    const id = activeId;
    finish();
    if (from && id) setColumns((current) => placeCard(current, id, from.status, from.index));
  };

  const describe = (id: UniqueIdentifier) => {
    const { columns: cols, cards: all } = state.current;
    const name = all.get(String(id))?.name ?? '';
    const status = findColumn(cols, String(id));
    const list = status ? cols[status] : [];
    return { name, column: status ? t(`boardStatus.${status}`) : '', position: list.indexOf(String(id)) + 1, total: list.length };
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.start', describe(active.id)),
    onDragOver: ({ active, over }) => {
      const info = describe(active.id);
      return over ? t('dnd.over', info) : t('dnd.overNone', info);
    },
    onDragEnd: ({ active, over }) => {
      const info = describe(active.id);
      return over ? t('dnd.end', info) : t('dnd.cancel', { ...info, column: origin.current ? t(`boardStatus.${origin.current.status}`) : info.column });
    },
    onDragCancel: ({ active }) => {
      const info = describe(active.id);
      return t('dnd.cancel', { ...info, column: origin.current ? t(`boardStatus.${origin.current.status}`) : info.column });
    },
  };

  const onShowMore = useCallback((status: BoardStatus) => setLimits((current) => ({ ...current, [status]: current[status] + COLUMN_PAGE * 2 })), []);
  const onAddPlanning = useCallback(() => setCreating('planejamento'), []);
  const active = activeId ? cards.get(activeId) : undefined;
  const all = useMemo(() => [...cards.values()], [cards]);

  return (
    <div className="grid gap-5">
      <SummaryCards projects={all} />
      <BoardToolbar query={query} onQuery={setQuery} onNew={() => setCreating('planejamento')} />

      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      >
        <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0" role="region" aria-label={t('boardLabel')} tabIndex={-1}>
          <div className="grid min-w-[800px] grid-cols-4 items-start gap-3">
            {BOARD_STATUSES.map((status) => (
              <BoardColumn
                key={status}
                status={status}
                ids={view[status].ids}
                total={view[status].total}
                cards={cards}
                today={today}
                isOver={activeId !== null && overColumn === status}
                isDragging={activeId !== null}
                actions={actions}
                onAdd={status === 'planejamento' ? onAddPlanning : undefined}
                onShowMore={onShowMore}
              />
            ))}
          </div>
        </div>
        <DragOverlay>{active ? <ProjectCard project={active} today={today} isOverlay /> : null}</DragOverlay>
      </DndContext>

      <CreateProjectDialog
        open={creating !== null}
        defaultStatus={creating ?? 'planejamento'}
        onOpenChange={(open) => !open && setCreating(null)}
        onCreated={() => router.refresh()}
      />
      <DeleteProjectDialog
        project={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onDeleted={(id) => {
          setColumns((current) => {
            const status = findColumn(current, id);
            return status ? { ...current, [status]: current[status].filter((other) => other !== id) } : current;
          });
          router.refresh();
        }}
      />
    </div>
  );
}
