import {
  closestCorners,
  getFirstCollision,
  KeyboardCode,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

const DIRECTIONS: string[] = [KeyboardCode.Down, KeyboardCode.Right, KeyboardCode.Up, KeyboardCode.Left];

/**
 * Arrow keys across columns and positions (after dnd-kit's multiple-containers example): up and down
 * move to the next card, left and right to the nearest card (or the empty area) of the next column.
 */
export const boardCoordinates: KeyboardCoordinateGetter = (
  event,
  { context: { active, droppableRects, droppableContainers, collisionRect, over } },
) => {
  if (!DIRECTIONS.includes(event.code)) return undefined;
  event.preventDefault();
  if (!active || !collisionRect) return undefined;

  const candidates: DroppableContainer[] = [];
  for (const entry of droppableContainers.getEnabled()) {
    if (!entry || entry.disabled) continue;
    const rect = droppableRects.get(entry.id);
    if (!rect) continue;
    const data = entry.data.current;
    // A column with cards is reached through its cards; an empty one through its drop area.
    if (data?.type === 'column' && data.count > 0) continue;
    switch (event.code) {
      case KeyboardCode.Down:
        if (collisionRect.top < rect.top) candidates.push(entry);
        break;
      case KeyboardCode.Up:
        if (collisionRect.top > rect.top) candidates.push(entry);
        break;
      case KeyboardCode.Left:
        if (collisionRect.left >= rect.left + rect.width) candidates.push(entry);
        break;
      case KeyboardCode.Right:
        if (collisionRect.left + collisionRect.width <= rect.left) candidates.push(entry);
        break;
    }
  }

  const collisions = closestCorners({
    active,
    collisionRect,
    droppableRects,
    droppableContainers: candidates,
    pointerCoordinates: null,
  });
  let closestId = getFirstCollision(collisions, 'id');
  if (closestId === over?.id && collisions.length > 1) closestId = collisions[1].id;
  if (closestId == null) return undefined;

  const target = droppableContainers.get(closestId);
  const rect = target?.rect.current;
  if (!target?.node.current || !rect) return undefined;
  if (target.data.current?.type === 'column') return { x: rect.left + 12, y: rect.top + 12 };
  return { x: rect.left, y: rect.top };
};
