import { m } from '@/lib/messages';
import { TIMELINE_KINDS, type TimelineKind } from '@/lib/timeline/kinds';

const KINDS = new Set<string>(TIMELINE_KINDS);

/**
 * The Portuguese label of a timeline kind. Read from the catalogue object, never through next-intl's `t()`:
 * the kinds' keys contain dots ('charge.paid'), which next-intl takes as nesting. An unknown kind (an entry
 * written by a newer version) shows as itself rather than breaking the page.
 */
export function timelineLabel(tipo: string): string {
  return KINDS.has(tipo) ? m.timeline.kinds[tipo as TimelineKind] : tipo;
}
