/**
 * Links typed by staff end up in public pages: only http(s), mailto, tel, #anchors and local paths are
 * kept, so a "javascript:" link can never reach a visitor.
 */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  if (value === '') return false;
  if (/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(value)) return true;
  if (/^(mailto|tel):[^\s]+$/i.test(value)) return true;
  if (value.startsWith('#')) return !/\s/.test(value);
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !/\s/.test(value);
}

export function safeHref(href: string, fallback = '#'): string {
  return isSafeHref(href) ? href.trim() : fallback;
}

/** Document 001 §2.15: a CTA starting with http opens in a new tab; anything else navigates in place. */
export function opensInNewTab(href: string): boolean {
  return /^https?:/i.test(href.trim());
}
