import 'server-only';

/**
 * The domain events' tag for /painel (server/events/effects.ts). The aggregate itself is kept per data version
 * (queries.ts, D81), which no writer has to remember; the tag stays so that anything Next caches for the overview
 * (a route handler, a future 'use cache') expires with the writes that change it.
 */
export const OVERVIEW_TAG = 'overview';
