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
import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useTranslations } from '@/components/i18n/use-translations';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useOpenedOnce } from '@/components/hooks/use-opened-once';
import { useUrlSearch } from '@/components/hooks/use-url-search';
import { DialogLoading } from '@/components/common/dialog-loading';
import type { BoardData, BoardProject, ColumnCounts } from '@/lib/projects/board';
import { BOARD_STATUSES, isBoardStatus, type BoardStatus } from '@/lib/projects/status';
import { loadMoreProjects, moveProject } from '@/server/projects/actions';
import { BoardColumn } from './board-column';
import { BoardToolbar } from './board-toolbar';
import { buildColumns, findColumn, neighbours, placeCard, type Columns } from './board-state';
import { boardCoordinates } from './keyboard-coordinates';
import { MousePointerSensor } from './mouse-pointer-sensor';
import { cn } from '@/lib/utils';
import { cardIcons, ProjectCard, type CardActions } from './project-card';
import { SummaryCards } from './summary-cards';

// The create form (react-hook-form, the zod schema, the client picker) and the delete confirmation are
// fetched when first opened, not with the board (D80).
const loadCreate = () => import('../dialogs/create-project-dialog');
const CreateProjectDialog = dynamic(() => loadCreate().then((m) => m.CreateProjectDialog), {
  ssr: false,
  loading: DialogLoading,
});
const DeleteProjectDialog = dynamic(
  () => import('../dialogs/delete-project-dialog').then((m) => m.DeleteProjectDialog),
  { ssr: false, loading: DialogLoading },
);

/** The id of the board's hidden drag instructions, which every card's handle names in aria-describedby. */
const BOARD_DND_ID = 'quadro-instrucoes-arrastar';

type Origin = { status: BoardStatus; index: number };

/**
 * The Kanban board of document 000 §2.6 and §4. The order lives here as id lists per column; a drop
 * updates it at once and the server write follows, undone with the §8 toast when it fails.
 */
export function ProjectBoard({ data, today, query }: { data: BoardData; today: string; query: string }) {
  const t = useTranslations('projects');
  const router = useRouter();

  // The server's page is the starting point; a refresh (search, create, delete) replaces local state.
  const [source, setSource] = useState(data);
  const [cards, setCards] = useState(() => new Map(data.projects.map((p) => [p.id, p])));
  const [columns, setColumns] = useState<Columns>(() => buildColumns(data.projects));
  const [totals, setTotals] = useState(data.totals);
  const [matching, setMatching] = useState(data.matching);
  if (source !== data) {
    setSource(data);
    setCards(new Map(data.projects.map((p) => [p.id, p])));
    setColumns(buildColumns(data.projects));
    setTotals(data.totals);
    setMatching(data.matching);
  }

  const { value: search, onChange: onSearch, isPending: isSearching } = useUrlSearch(query, (q) => ({ q }));

  const [activeId, setActiveId] = useState<string | null>(null);
  const [overColumn, setOverColumn] = useState<BoardStatus | null>(null);
  const [creating, setCreating] = useState<BoardStatus | null>(null);
  const [deleting, setDeleting] = useState<BoardProject | null>(null);
  const [loadingMore, setLoadingMore] = useState<BoardStatus | null>(null);

  const view = useMemo(() => {
    const out = {} as Record<BoardStatus, { ids: string[]; total: number }>;
    for (const status of BOARD_STATUSES)
      out[status] = { ids: columns[status], total: Math.max(matching[status], columns[status].length) };
    return out;
  }, [columns, matching]);

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
  const persist = useCallback(
    async (id: string, from: Origin) => {
      const place = neighbours(state.current.columns, id);
      if (!place) return;
      const shift = (counts: ColumnCounts, out: BoardStatus, into: BoardStatus) =>
        out === into ? counts : { ...counts, [out]: counts[out] - 1, [into]: counts[into] + 1 };
      setTotals((counts) => shift(counts, from.status, place.status));
      setMatching((counts) => shift(counts, from.status, place.status));
      setCards((current) => {
        const card = current.get(id);
        if (!card || card.status === place.status) return current;
        return new Map(current).set(id, { ...card, status: place.status });
      });
      const result = await moveProject({ id, status: place.status, prevId: place.prevId, nextId: place.nextId }).catch(
        () => null,
      );
      if (result?.ok) return;
      setTotals((counts) => shift(counts, place.status, from.status));
      setMatching((counts) => shift(counts, place.status, from.status));
      setColumns((current) => placeCard(current, id, from.status, from.index));
      setCards((current) => {
        const card = current.get(id);
        return card ? new Map(current).set(id, { ...card, status: from.status }) : current;
      });
      toast.error(t('toasts.moveError'), { description: t('toasts.moveErrorText') });
    },
    [t],
  );

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
          const closest = closestCenter({
            ...args,
            droppableContainers: args.droppableContainers.filter((c) => inColumn.has(String(c.id))),
          });
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
    return {
      name,
      column: status ? t(`boardStatus.${status}`) : '',
      position: list.indexOf(String(id)) + 1,
      total: list.length,
    };
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.start', describe(active.id)),
    onDragOver: ({ active, over }) => {
      const info = describe(active.id);
      return over ? t('dnd.over', info) : t('dnd.overNone', info);
    },
    onDragEnd: ({ active, over }) => {
      const info = describe(active.id);
      return over
        ? t('dnd.end', info)
        : t('dnd.cancel', {
            ...info,
            column: origin.current ? t(`boardStatus.${origin.current.status}`) : info.column,
          });
    },
    onDragCancel: ({ active }) => {
      const info = describe(active.id);
      return t('dnd.cancel', {
        ...info,
        column: origin.current ? t(`boardStatus.${origin.current.status}`) : info.column,
      });
    },
  };

  const onShowMore = useCallback(
    async (status: BoardStatus) => {
      setLoadingMore(status);
      const result = await loadMoreProjects({ status, q: query, offset: state.current.columns[status].length }).catch(
        () => null,
      );
      setLoadingMore(null);
      if (!result?.ok) {
        toast.error(t('loadError'));
        return;
      }
      setCards((current) => {
        const next = new Map(current);
        for (const project of result.data) if (!next.has(project.id)) next.set(project.id, project);
        return next;
      });
      setColumns((current) => {
        const known = new Set(BOARD_STATUSES.flatMap((s) => current[s]));
        return {
          ...current,
          [status]: [...current[status], ...result.data.map((p) => p.id).filter((id) => !known.has(id))],
        };
      });
    },
    [query, t],
  );
  const onAddPlanning = useCallback(() => setCreating('planejamento'), []);

  // A new project goes to the end of its column (document 000 §4), which may lie beyond the first page the board
  // loaded: the column loads on until the card is there, then brings it into view, so whoever created it sees it.
  // Read by the effect, which runs again as the refresh and each loaded page change the columns.
  const reveal = useRef<{ id: string; status: BoardStatus } | null>(null);
  useEffect(() => {
    const wanted = reveal.current;
    if (!wanted || loadingMore) return;
    if (columns[wanted.status].includes(wanted.id)) {
      reveal.current = null;
      document
        .querySelector(`[data-project-id="${CSS.escape(wanted.id)}"]`)
        ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
    } else if (columns[wanted.status].length < matching[wanted.status]) void onShowMore(wanted.status);
  }, [columns, matching, loadingMore, onShowMore]);
  const active = activeId ? cards.get(activeId) : undefined;
  const createWanted = useOpenedOnce(creating !== null);
  const deleteWanted = useOpenedOnce(deleting !== null);

  return (
    <div className="grid gap-5">
      <cardIcons.Sprite />
      <SummaryCards totals={totals} />
      <BoardToolbar
        query={search}
        onQuery={onSearch}
        onNew={() => setCreating('planejamento')}
        isSearching={isSearching}
      />

      {/* A fixed id: dnd-kit numbers its own from a module counter, which differs between the server (every render of
          the process) and the browser, so the cards' aria-describedby would not match the instructions' id. */}
      <DndContext
        id={BOARD_DND_ID}
        sensors={sensors}
        collisionDetection={collisionDetection}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={onDragCancel}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
      >
        <div
          className={cn(
            '-mx-4 overflow-x-auto px-4 pb-2 transition-opacity sm:mx-0 sm:px-0',
            isSearching && 'opacity-60',
          )}
          role="region"
          aria-label={t('boardLabel')}
          aria-busy={isSearching}
          tabIndex={-1}
        >
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
                isLoadingMore={loadingMore === status}
              />
            ))}
          </div>
        </div>
        <DragOverlay>{active ? <ProjectCard project={active} today={today} isOverlay /> : null}</DragOverlay>
      </DndContext>

      {createWanted && (
        <CreateProjectDialog
          open={creating !== null}
          defaultStatus={creating ?? 'planejamento'}
          onOpenChange={(open) => !open && setCreating(null)}
          onCreated={(id, status) => {
            reveal.current = { id, status };
            router.refresh();
          }}
        />
      )}
      {deleteWanted && (
        <DeleteProjectDialog
          project={deleting}
          onOpenChange={(open) => !open && setDeleting(null)}
          onDeleted={(id) => {
            const status = findColumn(state.current.columns, id);
            if (status) {
              setColumns((current) => ({ ...current, [status]: current[status].filter((other) => other !== id) }));
              setTotals((counts) => ({ ...counts, [status]: counts[status] - 1 }));
              setMatching((counts) => ({ ...counts, [status]: counts[status] - 1 }));
            }
            router.refresh();
          }}
        />
      )}
    </div>
  );
}
