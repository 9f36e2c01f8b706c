/**
 * Document 000 §5: tags are typed comma-separated, trimmed, empties dropped; an empty list is saved
 * as null.
 */
export function parseTags(text: string | null | undefined): string[] | null {
  const tags = (text ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  return tags.length ? tags : null;
}

/** The stored list as the form shows it. */
export function tagsToText(tags: readonly string[] | null | undefined): string {
  return (tags ?? []).join(', ');
}

/** Document 000 §9: a card shows at most 3 tags, then "+N". */
export const TAGS_PER_CARD = 3;

export function visibleTags(
  tags: readonly string[] | null | undefined,
  max = TAGS_PER_CARD,
): { shown: string[]; more: number } {
  const list = tags ?? [];
  return { shown: list.slice(0, max), more: Math.max(list.length - max, 0) };
}
