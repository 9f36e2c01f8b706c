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
  // Each counter written as its own literal: the write-model guard reads which columns a non-writer touches.
  const rows = await (
    event === 'view'
      ? db.update(landingPages).set({ visualizacoes: sql`${landingPages.visualizacoes} + 1` })
      : db.update(landingPages).set({ conversoes: sql`${landingPages.conversoes} + 1` })
  )
    .where(and(eq(landingPages.urlSlug, slug), eq(landingPages.status, 'publicada')))
    .returning({ id: landingPages.id });
  return rows.length > 0;
}
