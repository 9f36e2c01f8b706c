/**
 * Staff lists show their newest rows a page at a time: "Mostrar mais" asks for the next step through
 * ?limit= in the URL, so a list of a thousand clients never sends a thousand cards at once. 24 fills a
 * desktop screen three times over and divides into the two, three and four columns of the card grids;
 * 48 doubled every list's HTML and server time for rows few people scroll to (D87).
 */
export const LIST_STEP = 24;
export const LIST_MAX = 960;

export function parseLimit(raw: string | string[] | undefined): number {
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isFinite(value) || value <= LIST_STEP) return LIST_STEP;
  return Math.min(LIST_MAX, Math.ceil(value / LIST_STEP) * LIST_STEP);
}

/** The href of "Mostrar mais": the same filters with one more step. */
export function moreHref(pathname: string, params: Record<string, string | undefined>, limit: number): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...params, limit: String(Math.min(LIST_MAX, limit + LIST_STEP)) }))
    if (value) search.set(key, value);
  return `${pathname}?${search}`;
}
