import 'server-only';
import { revalidateTag } from 'next/cache';

/** Next's cache tag of the /painel aggregate (queries.ts). */
export const OVERVIEW_TAG = 'overview';

/**
 * Time-based expiry besides the tag: what no request revalidates still shows within 5 minutes (a charge made by
 * the recurring-charge job, a proposal's view count from the beacon, a revalidation lost while Redis was down).
 */
export const OVERVIEW_TTL_S = 300;

/**
 * Expires the cached overview now (not stale-while-revalidate: the next /painel render recomputes it, so staff
 * see their own write). Call it after the write's transaction has committed, from a server action, a route
 * handler or `after()`: Next keeps the tags of a request and applies them when it ends.
 */
export function revalidateOverview(): void {
  revalidateTag(OVERVIEW_TAG, { expire: 0 });
}
