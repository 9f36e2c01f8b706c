/** An empty step and an empty testimonial, for a list's "add" and for the one entry a list keeps. */
export const EMPTY_ETAPA = { titulo: '', descricao: '' };
export const EMPTY_DEPOIMENTO = { nome: '', cargo: '', texto: '' };

/**
 * Document 000 §5, proposal form lists: escopo and processoDeTrabalho keep at least one item (their remove
 * button is disabled with one left); removing the last item of any list leaves one empty entry.
 */
export const LISTS_KEEPING_ONE = ['escopo', 'processoDeTrabalho'] as const;

export function canRemoveItem(list: string, length: number): boolean {
  return !(LISTS_KEEPING_ONE as readonly string[]).includes(list) || length > 1;
}

export function removeItem<T>(items: readonly T[], index: number, empty: T): T[] {
  const next = items.filter((_, i) => i !== index);
  return next.length ? next : [empty];
}

/** Hero text and scope preview of the mobile layout (document 000 §9): cut with an ellipsis. */
export function cutText(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  return `${clean.slice(0, max).trimEnd()}…`;
}

/**
 * Public gallery: at most 4 images, padded to 4 with the default image (document 000 §9); none at all when the
 * proposal has no image of its own, so that the page draws no gallery of placeholders (D266).
 */
export function galleryImages(images: readonly string[], fallback: string, size = 4): string[] {
  const real = images
    .map((url) => url.trim())
    .filter(Boolean)
    .slice(0, size);
  if (real.length === 0) return [];
  return [...real, ...Array<string>(size - real.length).fill(fallback)];
}
