/**
 * Document 000 §4 and §9: where a project sits in its column. order_index is a float; a drop takes a
 * value from its neighbours so that only the moved row is written, and a column is renumbered when
 * its neighbours leave no room (the document lacks this; without it the order collapses into ties).
 */
export const ORDER_STEP = 10;
/** The first project of an empty status gets 9 (document 000 §4, New project). */
export const FIRST_NEW_ORDER_INDEX = 9;
/** An empty column: 0 for a drop at the top, 10 at the end. */
export const EMPTY_TOP_ORDER_INDEX = 0;
export const EMPTY_END_ORDER_INDEX = 10;

export type Ordered = { id: string; orderIndex: number };

/** New project: the highest order_index in the chosen status plus 10; 9 in an empty status. */
export function orderIndexForNew(highest: number | null | undefined): number {
  return highest === null || highest === undefined || !Number.isFinite(highest)
    ? FIRST_NEW_ORDER_INDEX
    : highest + ORDER_STEP;
}

/**
 * The document's rule for a drop at `position` of a column (the column without the moved card):
 * top = first minus 1 floored at 0 (0 when empty), end = last plus 1 (10 when empty), between = the
 * mean of the two neighbours. `emptyEdge` says which reading applies to an empty column.
 */
export function ruleOrderIndex(column: readonly number[], position: number, emptyEdge: 'top' | 'end' = 'end'): number {
  if (column.length === 0) return emptyEdge === 'top' ? EMPTY_TOP_ORDER_INDEX : EMPTY_END_ORDER_INDEX;
  const at = clamp(position, 0, column.length);
  if (at === 0) return Math.max(column[0] - 1, 0);
  if (at === column.length) return column[column.length - 1] + 1;
  return (column[at - 1] + column[at]) / 2;
}

/** Whether `value` lies strictly between the neighbours it would sit between. */
export function fitsStrictly(column: readonly number[], position: number, value: number): boolean {
  const at = clamp(position, 0, column.length);
  const before = at > 0 ? column[at - 1] : -Infinity;
  const after = at < column.length ? column[at] : Infinity;
  return Number.isFinite(value) && before < value && value < after;
}

export type DropPlan = {
  /** The moved project's new order_index. */
  orderIndex: number;
  /** When the neighbours leave no room: the new order_index of every other project in the column. */
  renumbered: Ordered[] | null;
};

/**
 * The order_index of a project dropped at `position` of `column` (ordered, without the moved
 * project). When the document's value would not be strictly between its neighbours (too close for a
 * mean, or the floor at 0 makes a tie), the whole column is renumbered 10, 20, 30… in its new order.
 */
export function planDrop(column: readonly Ordered[], position: number, emptyEdge: 'top' | 'end' = 'end'): DropPlan {
  const values = column.map((item) => item.orderIndex);
  const at = clamp(position, 0, column.length);
  const value = ruleOrderIndex(values, at, emptyEdge);
  if (column.length === 0 || fitsStrictly(values, at, value)) return { orderIndex: value, renumbered: null };

  const renumbered: Ordered[] = [];
  column.forEach((item, index) => {
    const slot = index < at ? index : index + 1;
    renumbered.push({ id: item.id, orderIndex: (slot + 1) * ORDER_STEP });
  });
  return { orderIndex: (at + 1) * ORDER_STEP, renumbered };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(Math.trunc(value), min), max);
}
