/**
 * A path inside this app: it starts with one "/" (not "//" or "/\", which browsers read as another host).
 * Only such a path is pushed to or prefetched by the app's router (components/common/intent-link.tsx,
 * components/common/row-links.tsx) or used as the page after sign-in (lib/routes.ts).
 */
export function isAppPath(href: string | null | undefined): href is string {
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}

/** A stand-in for the app's own origin: a value is resolved against it and must stay on it. */
const SELF_ORIGIN = 'http://app.invalid';

/**
 * A value from outside (a query parameter, a header) read as a path of this app, or null. Browsers drop TABs and
 * newlines and read `\` as `/`, so `/\t/evil.example` means `//evil.example`: such characters are refused, the
 * value is resolved as a URL against the app's origin, and the normalised result must still be a single-slash path
 * here (`/.//evil.example` normalises to `//evil.example`). Used by the page after sign-in (lib/routes.ts) and the
 * staff page cache's target (lib/staff-page-cache.ts).
 */
export function resolveAppPath(value: string | null | undefined): URL | null {
  if (!value || !value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SELF_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === SELF_ORIGIN && isAppPath(`${url.pathname}${url.search}${url.hash}`) ? url : null;
}
