import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/platform/db/client';
import { landingPages } from '@/server/platform/db/schema';

export type LandingEvent = 'view' | 'conversion';

/**
 * D7: one view or one conversion, counted atomically in SQL (never read-then-write), only on a
 * publicada page. Answers whether a page was counted.
 */
export async function countLandingEvent(slug: string, event: LandingEvent): Promise<boolean> {
  const db = await getDb();
  const set =
    event === 'view'
      ? { visualizacoes: sql`${landingPages.visualizacoes} + 1` }
      : { conversoes: sql`${landingPages.conversoes} + 1` };
  const rows = await db
    .update(landingPages)
    .set(set)
    .where(and(eq(landingPages.urlSlug, slug), eq(landingPages.status, 'publicada')))
    .returning({ id: landingPages.id });
  return rows.length > 0;
}
