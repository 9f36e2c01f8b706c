import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { todayInSaoPaulo } from '@/lib/format';
import { getDb, type Db } from '@/server/platform/db/client';
import { recordEvent } from '@/server/timeline/record';
import { propostas } from '@/server/platform/db/schema';

/**
 * One view, counted atomically in SQL (D7): never read-then-write. The client's timeline gets at most one
 * "viewed" entry per proposal and São Paulo day (its key), written in the same transaction as the count.
 */
export async function countProposalView(slug: string): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const at = now();
    const rows = await tx
      .update(propostas)
      .set({ visualizacoes: sql`${propostas.visualizacoes} + 1`, ultimaVisualizacao: at })
      .where(eq(propostas.slug, slug))
      .returning({ id: propostas.id, clienteId: propostas.clienteId });
    const row = rows[0];
    if (!row) return false;
    await recordEvent(tx as unknown as Db, {
      clienteId: row.clienteId,
      tipo: 'proposal.viewed',
      assunto: { tipo: 'proposal', id: row.id },
      ator: { tipo: 'cliente' },
      chave: `proposal.viewed:${row.id}:${todayInSaoPaulo(at)}`,
      em: at,
    });
    return true;
  });
}
