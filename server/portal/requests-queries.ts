import 'server-only';
import { desc } from 'drizzle-orm';
import { PRIVACIDADE_SECAO, ZPrivacidadeSettings } from '@/lib/settings/privacidade';
import { getDb } from '@/server/platform/db/client';
import { solicitacoesLgpd } from '@/server/platform/db/schema';
import { readSettings } from '@/server/settings/store';

/** /privacidade (staff): the data-subject requests, newest first, and the lead retention setting. */
export async function listLgpdRequests() {
  const db = await getDb();
  const rows = await db.select().from(solicitacoesLgpd).orderBy(desc(solicitacoesLgpd.createdAt)).limit(200);
  const settings = await readSettings(db, PRIVACIDADE_SECAO, ZPrivacidadeSettings);
  return {
    settings,
    rows: rows.map((r) => ({
      id: r.id,
      tipo: r.tipo,
      status: r.status,
      clienteNome: r.clienteNome,
      createdAt: r.createdAt.toISOString(),
      concluidaEm: r.concluidaEm?.toISOString() ?? null,
      mantidos: r.mantidos ?? [],
    })),
  };
}
export type LgpdRequestRow = Awaited<ReturnType<typeof listLgpdRequests>>['rows'][number];
