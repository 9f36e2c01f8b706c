import 'server-only';
import { and, desc, eq, ne, or } from 'drizzle-orm';
import { PRIVACIDADE_SECAO, ZPrivacidadeSettings } from '@/lib/settings/privacidade';
import { getDb } from '@/server/platform/db/client';
import { solicitacoesLgpd, type SolicitacaoLgpd } from '@/server/platform/db/schema';
import { readSettings } from '@/server/settings/store';

const pendingErasure = and(eq(solicitacoesLgpd.tipo, 'eliminacao'), eq(solicitacoesLgpd.status, 'pendente'));

function asRow(r: SolicitacaoLgpd) {
  return {
    id: r.id,
    tipo: r.tipo,
    status: r.status,
    clienteNome: r.clienteNome,
    createdAt: r.createdAt.toISOString(),
    concluidaEm: r.concluidaEm?.toISOString() ?? null,
    mantidos: r.mantidos ?? [],
  };
}

/**
 * /privacidade (staff): the erasure requests waiting for an admin, every one of them and oldest first (the law
 * gives a deadline), apart from the log of exports and completed erasures (newest first), and the lead retention
 * setting. Exports are recorded on every download: they must never push a pending request out of sight.
 */
export async function listLgpdRequests() {
  const db = await getDb();
  const pending = await db.select().from(solicitacoesLgpd).where(pendingErasure).orderBy(solicitacoesLgpd.createdAt);
  const log = await db
    .select()
    .from(solicitacoesLgpd)
    .where(or(ne(solicitacoesLgpd.tipo, 'eliminacao'), ne(solicitacoesLgpd.status, 'pendente')))
    .orderBy(desc(solicitacoesLgpd.createdAt))
    .limit(200);
  const settings = await readSettings(db, PRIVACIDADE_SECAO, ZPrivacidadeSettings);
  return { settings, pending: pending.map(asRow), log: log.map(asRow) };
}
export type LgpdRequestRow = ReturnType<typeof asRow>;
