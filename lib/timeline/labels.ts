import serverText from '@/messages';

/**
 * The catalogue keeps the kinds nested by their parts (`timeline.kinds.charge.paid`): a message key may not
 * contain a dot, which next-intl reads as nesting and reports as INVALID_KEY for the whole catalogue.
 */
const LABELS = new Map<string, string>(
  Object.entries(serverText.timeline.kinds).flatMap(([group, names]) =>
    Object.entries(names).map(([name, label]): [string, string] => [`${group}.${name}`, label]),
  ),
);

/**
 * The Portuguese label of a timeline kind ('charge.paid'). An unknown kind (an entry written by a newer
 * version) shows as itself rather than breaking the page.
 */
export function timelineLabel(tipo: string): string {
  return LABELS.get(tipo) ?? tipo;
}
