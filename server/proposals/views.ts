import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { propostas } from '@/server/db/schema';

/** One view, counted atomically in SQL (D7): never read-then-write. */
export async function countProposalView(slug: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(propostas)
    .set({ visualizacoes: sql`${propostas.visualizacoes} + 1`, ultimaVisualizacao: new Date() })
    .where(eq(propostas.slug, slug))
    .returning({ id: propostas.id });
  return rows.length > 0;
}
