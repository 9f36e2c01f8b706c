/**
 * A Content-Disposition value for a file name in any language: an ASCII fallback for old clients and
 * the UTF-8 name (RFC 6266 / 5987). Quotes, slashes and control characters never reach the header.
 */
export function contentDisposition(kind: 'inline' | 'attachment', filename?: string): string {
  if (!filename) return kind;
  const clean = filename.replace(/[\u0000-\u001f\u007f"\\/]/g, '').trim() || 'arquivo';
  const ascii = clean
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}
