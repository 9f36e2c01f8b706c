import { fill } from '@/lib/fill';
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
 * version) shows as itself rather than breaking the page. A label that names a value ("NFS-e nº {numero} emitida",
 * D245) takes it from `values` (the entry's `dados`); a value missing shows as "?" rather than as its placeholder.
 */
export function timelineLabel(tipo: string, values: Record<string, string | number | null | undefined> = {}): string {
  const label = LABELS.get(tipo);
  if (!label) return tipo;
  const given = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string | number] => entry[1] != null && entry[1] !== ''),
  );
  return fill(label, given).replace(/\{\w+\}/g, '?');
}
