/**
 * The external scripts a browser loads from an HTML page: every `<script src>` (classic or module),
 * in document order, without duplicates; `nomodule` scripts are left out (modern browsers skip them).
 * Relative addresses are resolved against `base`.
 */
export function scriptSources(html: string, base: string): string[] {
  const found = new Set<string>();
  // Whole elements, so that text inside an inline script (the RSC payload) is never read as a tag.
  for (const match of html.matchAll(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi)) {
    const attributes = match[1];
    if (/\bnomodule\b/i.test(attributes)) continue;
    const src = /\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const value = src && (src[1] ?? src[2] ?? src[3]);
    if (!value) continue;
    found.add(new URL(decodeEntities(value), base).toString());
  }
  return [...found];
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}
