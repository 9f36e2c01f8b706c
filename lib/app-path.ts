/**
 * A path inside this app: it starts with one "/" (not "//" or "/\", which browsers read as another host).
 * Only such a path is pushed to or prefetched by the app's router (components/ui/intent-link.tsx,
 * components/ui/row-links.tsx) or used as the page after sign-in (lib/routes.ts).
 */
export function isAppPath(href: string | null | undefined): href is string {
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\');
}
