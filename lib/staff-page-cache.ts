import { resolveAppPath } from './app-path';

/**
 * The staff screens whose HTML is kept per person and data version (D82; server/platform/cache/staff-pages.ts).
 * A screen is listed only when everything it shows comes from the signed-in person, the address, the São Paulo day
 * and tables that move the data version (supabase/migrations/*_data_version.sql): the lists and the overview. Not
 * listed: forms and editors, /conta (it shows the sessions table, which moves no version), a charge's page (its
 * reminders come from the job queue), the team and the settings.
 */
const CACHED_STAFF_PAGES: readonly RegExp[] = [
  /^\/painel\/?$/,
  /^\/clientes\/?$/,
  /^\/clientes\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/?$/,
  /^\/projetos\/?$/,
  /^\/cobrancas\/?$/,
  /^\/pagamentos\/?$/,
  /^\/contatos\/?$/,
  /^\/contratos\/?$/,
  /^\/assinaturas\/?$/,
];

export function isCachedStaffPage(pathname: string): boolean {
  return CACHED_STAFF_PAGES.some((pattern) => pattern.test(pathname));
}

/** The internal route that answers those screens (the proxy rewrites a browser's GET of one to it). */
export const STAFF_PAGE_ROUTE = '/api/interno/pagina-equipe';

/** Marks the cache's own fetch of a screen: the proxy lets it through to the page instead of back to the cache. */
export const STAFF_PAGE_FETCH_HEADER = 'x-agency-staff-page';

/** The screen's address (path and query), as the proxy passes it to that route. */
export const STAFF_PAGE_TARGET_HEADER = 'x-agency-staff-target';

/** How long a kept screen may be served at most, whatever the data version says (relative texts, clocks). */
export const STAFF_PAGE_MAX_AGE_MS = 60_000;

/** The address the route accepts: a listed screen with its query, on this app (lib/app-path.ts). */
export function parseStaffPageTarget(value: string | null): { pathname: string; search: string } | null {
  const url = resolveAppPath(value);
  return url && isCachedStaffPage(url.pathname) ? { pathname: url.pathname, search: url.search } : null;
}

export type StaffPageKeyParts = {
  user: { id: string; role: string; name: string; email: string; twoFactorEnabled: boolean };
  target: string;
  version: number;
  day: string;
};

/** One entry per person, role and name (the header shows them), address, data version and São Paulo day. */
export function staffPageKey({ user, target, version, day }: StaffPageKeyParts): string {
  return JSON.stringify([user.id, user.role, user.name, user.email, user.twoFactorEnabled, target, version, day]);
}
