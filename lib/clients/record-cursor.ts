/**
 * The client page's pages (D59, bench): the timeline shows its newest TIMELINE_PAGE entries and the documents
 * their newest DOCUMENTS_FIRST; "Ver mais" / "Ver todos os documentos" are links carrying the oldest row shown as a
 * keyset cursor on (created_at, id), so the page lists everything down to it plus one more step. Microseconds keep
 * the cursor exact (PostgreSQL timestamps are finer than a JavaScript Date).
 */
export const TIMELINE_PAGE = 30;
export const DOCUMENTS_FIRST = 10;
export const DOCUMENTS_STEP = 100;
/** The most rows one render lists above a cursor, so that a hand-made cursor cannot ask for everything. */
export const RECORD_MAX = 2000;

export type RecordCursor = { micros: string; id: string };

const CURSOR = /^(\d{1,17})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

export function parseRecordCursor(raw: string | string[] | undefined): RecordCursor | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const match = value ? CURSOR.exec(value) : null;
  return match ? { micros: match[1], id: match[2].toLowerCase() } : null;
}

export function formatRecordCursor(cursor: RecordCursor): string {
  return `${cursor.micros}_${cursor.id}`;
}

/** The ISO time of a cursor's microseconds (milliseconds are all a Date keeps). */
export function microsToIso(micros: string): string {
  return new Date(Math.floor(Number(micros) / 1000)).toISOString();
}

/** /clientes/{id} with the pages asked for; the other list keeps what it already shows. */
export function recordHref(
  clienteId: string,
  params: { ate?: RecordCursor | null; docs?: RecordCursor | null },
): string {
  const search = new URLSearchParams();
  if (params.ate) search.set('ate', formatRecordCursor(params.ate));
  if (params.docs) search.set('docs', formatRecordCursor(params.docs));
  const query = search.toString();
  return query ? `/clientes/${clienteId}?${query}` : `/clientes/${clienteId}`;
}
