import 'server-only';
import { revalidateFromBackground } from '@/server/platform/cache/revalidate';

/**
 * The public charge page (/p/{slug}) is cached, but after the due date its amounts change with the São Paulo
 * day (fine + interest). A job queued once per day renders every charge page again (the route's file path, route
 * group included: the page's cache tags name it so).
 */
export async function revalidateChargePages(): Promise<void> {
  await revalidateFromBackground([CHARGE_PAGES]);
}

export const CHARGE_PAGES = '/(links)/p/[slug]';
