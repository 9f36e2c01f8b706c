import { createHash } from 'node:crypto';

/**
 * D48: a PDF is rebuilt only when what it shows changed. Its ETag is a hash of
 * everything the renderer reads (the row as read for the PDF, the agency's values, the day when the
 * PDF shows a status that depends on it) plus PDF_LAYOUT_VERSION, raised whenever a renderer's layout
 * changes so that browsers drop copies made by the old one.
 */
export const PDF_LAYOUT_VERSION = 1;

export function pdfEtag(kind: string, content: unknown): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([PDF_LAYOUT_VERSION, kind, content]))
    .digest('base64url');
  return `"${kind}-${hash.slice(0, 32)}"`;
}

/** RFC 9110 If-None-Match: `*`, or a list of (weak or strong) tags, one of which is ours. */
export function etagMatches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
