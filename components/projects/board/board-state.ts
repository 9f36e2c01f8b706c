import type { BoardProject } from '@/lib/projects/board';
import { BOARD_STATUSES, isBoardStatus, type BoardStatus } from '@/lib/projects/status';

/** The board's order: the ids of each column, top to bottom (the server's order on load). */
export type Columns = Record<BoardStatus, string[]>;

export function buildColumns(projects: readonly BoardProject[]): Columns {
  const columns = Object.fromEntries(BOARD_STATUSES.map((status) => [status, [] as string[]])) as Columns;
  for (const project of projects) if (isBoardStatus(project.status)) columns[project.status].push(project.id);
  return columns;
}

export function findColumn(columns: Columns, id: string): BoardStatus | null {
  if (isBoardStatus(id)) return id;
  return BOARD_STATUSES.find((status) => columns[status].includes(id)) ?? null;
}

/** The card taken out of wherever it is and put into `status` at `index` (clamped). */
export function placeCard(columns: Columns, id: string, status: BoardStatus, index: number): Columns {
  const next = { ...columns };
  for (const s of BOARD_STATUSES) {
    if (next[s].includes(id)) next[s] = next[s].filter((other) => other !== id);
  }
  const list = [...next[status]];
  list.splice(Math.max(0, Math.min(index, list.length)), 0, id);
  next[status] = list;
  return next;
}

/** The neighbours a card has in its column: what the server needs to place it. */
export function neighbours(
  columns: Columns,
  id: string,
): { status: BoardStatus; index: number; prevId: string | null; nextId: string | null } | null {
  const status = findColumn(columns, id);
  if (!status) return null;
  const list = columns[status];
  const index = list.indexOf(id);
  return { status, index, prevId: list[index - 1] ?? null, nextId: list[index + 1] ?? null };
}
