import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedShellOf } from '@/lib/security/csp';
import { readEnv } from '@/server/platform/env';

/**
 * What the build says about this app's addresses, read once from its manifests: which paths are pages (a server
 * action is only ever posted to a page), and which pages Next answers from its cache (static, or ISR with
 * `generateStaticParams`), whose CSP then comes with the cache entry instead of a nonce from the proxy.
 */
type RouteEntry = { page: string; regex: string };
type RoutesManifest = {
  staticRoutes?: RouteEntry[];
  dynamicRoutes?: RouteEntry[];
};
type PrerenderManifest = {
  routes?: Record<string, { initialRevalidateSeconds?: number | false }>;
  dynamicRoutes?: Record<string, { routeRegex: string }>;
};

type Known = {
  pages: RegExp[];
  routes: RegExp[];
  cachedExact: Map<string, number | false | undefined>;
  cachedDynamic: RegExp[];
};

const holder = globalThis as unknown as { __agencyAppRoutes?: Known | null };

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

function load(): Known | null {
  const dist = path.resolve(/*turbopackIgnore: true*/ process.cwd(), readEnv().NEXT_DIST_DIR || '.next');
  const routes = readJson<RoutesManifest>(path.join(dist, 'routes-manifest.json'));
  const appPaths = readJson<Record<string, string>>(path.join(dist, 'app-path-routes-manifest.json'));
  const prerender = readJson<PrerenderManifest>(path.join(dist, 'prerender-manifest.json'));
  if (!routes || !appPaths || !prerender) return null;
  const pageRoutes = new Set(
    Object.entries(appPaths)
      .filter(([file]) => file.endsWith('/page'))
      .map(([, route]) => route),
  );
  const all = [...(routes.staticRoutes ?? []), ...(routes.dynamicRoutes ?? [])];
  return {
    pages: all.filter((r) => pageRoutes.has(r.page)).map((r) => new RegExp(r.regex)),
    routes: all.map((r) => new RegExp(r.regex)),
    cachedExact: new Map(
      Object.entries(prerender.routes ?? {}).map(([route, r]) => [route, r.initialRevalidateSeconds]),
    ),
    cachedDynamic: Object.values(prerender.dynamicRoutes ?? {}).map((r) => new RegExp(r.routeRegex)),
  };
}

/** The manifests, or null outside a production build (next dev, tests): every question then answers "unknown". */
function known(): Known | null {
  if (holder.__agencyAppRoutes === undefined) holder.__agencyAppRoutes = load();
  return holder.__agencyAppRoutes;
}

const trim = (pathname: string) => (pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname);

/** The page that answers this path: `/assinar/{token}` is the `/assinar` shell (proxy.ts, D86), or the path itself. */
const served = (pathname: string) => sharedShellOf(pathname) ?? pathname;

/** A page of this app answers this path (true when the build cannot be read: nothing is refused then). */
export function isPagePath(pathname: string): boolean {
  const k = known();
  if (!k) return true;
  const target = trim(served(pathname));
  return k.pages.some((re) => re.test(target));
}

/** No page or route handler answers this path: Next renders its not-found page. */
export function isUnknownPath(pathname: string): boolean {
  const k = known();
  if (!k) return false;
  const target = trim(served(pathname));
  return !k.routes.some((re) => re.test(target));
}

/**
 * Next answers this page from its cache (so its CSP is the entry's, by hashes): a prerendered path, an ISR route,
 * or an unknown path, which gets the prerendered not-found page. Null when the build cannot be read.
 */
export function isCachedPagePath(pathname: string): boolean | null {
  const k = known();
  if (!k) return null;
  const target = trim(served(pathname));
  if (k.cachedExact.has(target) || k.cachedDynamic.some((re) => re.test(target))) return true;
  return !k.routes.some((re) => re.test(target)) && k.cachedExact.has('/_not-found');
}

/** How long a page prerendered at build stays fresh (seconds; false: until the next build), when the build says. */
export function prerenderedRevalidate(pathname: string): number | false | undefined {
  const k = known();
  return k ? k.cachedExact.get(trim(served(pathname))) : undefined;
}
