import 'server-only';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/server/platform/db/client';
import { cobrancas, extratoCreditos, pixRecebidos } from '@/server/platform/db/schema';

/** What the reconciliation screen lists (D20): what waits for staff, oldest credits first, at most `LIMIT` each. */
const LIMIT = 200;

export type ChargeHint = { id: string; numero: string; titulo: string; cliente: string; valor: number };

export async function reconciliationView() {
  const db = await getDb();
  const credits = await db
    .select()
    .from(extratoCreditos)
    .where(eq(extratoCreditos.status, 'pendente'))
    .orderBy(asc(extratoCreditos.data), asc(extratoCreditos.id))
    .limit(LIMIT);
  const pix = await db
    .select()
    .from(pixRecebidos)
    .where(inArray(pixRecebidos.status, ['pendente', 'divergente']))
    .orderBy(desc(pixRecebidos.horario))
    .limit(LIMIT);
  const ids = [
    ...new Set([...credits.flatMap((c) => [c.cobrancaId, ...c.sugestoes]), ...pix.map((p) => p.cobrancaId)]),
  ].filter((id): id is string => Boolean(id));
  const hints = ids.length
    ? await db
        .select({
          id: cobrancas.id,
          numero: cobrancas.numeroCobranca,
          titulo: cobrancas.titulo,
          cliente: cobrancas.cliente,
          valor: cobrancas.valor,
        })
        .from(cobrancas)
        .where(inArray(cobrancas.id, ids))
    : [];
  const byId = new Map<string, ChargeHint>(hints.map((h) => [h.id, h]));
  const exactCount = credits.filter((c) => c.correspondencia === 'exact' && c.cobrancaId).length;
  return {
    exactCount,
    credits: credits.map((c) => ({
      id: c.id,
      data: c.data,
      valor: c.valor,
      memo: c.memo,
      pagador: c.pagadorNome,
      correspondencia: c.correspondencia as 'exact' | 'ambiguous' | 'none',
      sugestoes: [c.cobrancaId, ...c.sugestoes]
        .filter((id, i, all): id is string => Boolean(id) && all.indexOf(id) === i)
        .map((id) => byId.get(id))
        .filter((h): h is ChargeHint => Boolean(h)),
    })),
    pix: pix.map((p) => ({
      id: p.id,
      horario: p.horario.toISOString(),
      valor: p.valor,
      pagador: p.pagadorNome,
      status: p.status as 'pendente' | 'divergente',
      cobranca: p.cobrancaId ? (byId.get(p.cobrancaId) ?? null) : null,
    })),
  };
}

export type ReconciliationView = Awaited<ReturnType<typeof reconciliationView>>;
