import 'server-only';
import { and, count, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import { saoPauloClock } from '@/lib/format';
import { coerceConteudo } from '@/lib/proposals/content';
import type { ProposalStatusFilter } from '@/lib/proposals/status';
import { LIST_STEP } from '@/lib/list-limit';
import { searchPatterns } from '@/lib/search';
import { assertStaff } from '@/server/auth/guard';
import { versioned } from '@/server/platform/cache/versioned';
import type { ProposalContract } from '@/lib/pipeline/proposal-next-step';
import { proposalContracts } from '@/server/pipeline/queries';
import { getDb } from '@/server/platform/db/client';
import { propostas } from '@/server/platform/db/schema';
import { loadProposalWording } from './wording';

export type ProposalCardRow = {
  id: string;
  nome: string;
  cliente: string;
  status: string;
  slug: string;
  /** São Paulo wall clocks ("2026-03-05T14:30", lib/format.ts saoPauloClock), for display. */
  dataCriacao: string;
  visualizacoes: number;
  ultimaVisualizacao: string | null;
  aceitaEm: string | null;
  aceitaPorNome: string | null;
  aceitaPorEmail: string | null;
  /** An accepted proposal's contract, for its main action (D225); null without one. */
  contrato: ProposalContract | null;
};

/** Propostas tab: newest first (document 000 §7), search over nome and cliente, status filter. */
export async function listProposals(params: { q?: string; status?: ProposalStatusFilter; limit?: number } = {}) {
  await assertStaff();
  return proposalsPage(params.q ?? '', params.status ?? 'todos', params.limit ?? LIST_STEP);
}

// The same for every staff member: kept until the data changes (server/platform/cache/versioned.ts).
const proposalsPage = versioned('proposals-page', async (q: string, status: ProposalStatusFilter, limit: number) => {
  const db = await getDb();
  const filters: SQL[] = searchPatterns(q).map((pattern) => like(propostas.busca, pattern));
  if (status !== 'todos') filters.push(eq(propostas.status, status));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total, all }]] = await Promise.all([
    db
      .select({
        id: propostas.id,
        nome: propostas.nome,
        cliente: propostas.cliente,
        status: propostas.status,
        slug: propostas.slug,
        dataCriacao: propostas.dataCriacao,
        visualizacoes: propostas.visualizacoes,
        ultimaVisualizacao: propostas.ultimaVisualizacao,
        aceitaEm: propostas.aceitaEm,
        aceitaPorNome: propostas.aceitaPorNome,
        aceitaPorEmail: propostas.aceitaPorEmail,
      })
      .from(propostas)
      .where(where)
      .orderBy(desc(propostas.dataCriacao), desc(propostas.id))
      .limit(limit),
    // Both counts in one scan: the filtered total and whether any proposal exists at all.
    db
      .select({ total: where ? sql<number>`count(*) filter (where ${where})`.mapWith(Number) : count(), all: count() })
      .from(propostas),
  ]);
  // Times as São Paulo wall clocks: the cards show them without time-zone data in the browser (lib/format.ts).
  const clock = (d: Date | null) => (d ? saoPauloClock(d) : null);
  const contracts = await proposalContracts(
    db,
    rows.filter((r) => r.status === 'aceita').map((r) => r.id),
  );
  return {
    rows: rows.map((r) => ({
      ...r,
      dataCriacao: saoPauloClock(r.dataCriacao),
      ultimaVisualizacao: clock(r.ultimaVisualizacao),
      aceitaEm: clock(r.aceitaEm),
      contrato: contracts.get(r.id) ?? null,
    })),
    total,
    hasAny: all > 0,
  } satisfies { rows: ProposalCardRow[]; total: number; hasAny: boolean };
});

/** The edit form's proposal, content coerced to the schema (document 000 §5). */
export async function getProposalForEdit(id: string) {
  await assertStaff();
  const db = await getDb();
  const [row] = await db
    .select({
      id: propostas.id,
      nome: propostas.nome,
      cliente: propostas.cliente,
      clienteId: propostas.clienteId,
      status: propostas.status,
      slug: propostas.slug,
      conteudo: propostas.conteudo,
      validaAte: propostas.validaAte,
      aceitaEm: propostas.aceitaEm,
      planoPagamento: propostas.planoPagamento,
      versao: propostas.versao,
      aceitaVersao: propostas.aceitaVersao,
    })
    .from(propostas)
    .where(eq(propostas.id, id));
  if (!row) return null;
  const contrato = row.status === 'aceita' ? ((await proposalContracts(db, [row.id])).get(row.id) ?? null) : null;
  return { ...row, conteudo: coerceConteudo(row.conteudo), aceitaEm: row.aceitaEm?.toISOString() ?? null, contrato };
}

/** DECISIONS D1: /proposta/{id} leads signed-in staff to the slug; anonymous visitors get the 404. */
export async function getProposalSlugById(id: string): Promise<string | null> {
  await assertStaff();
  const db = await getDb();
  const [row] = await db.select({ slug: propostas.slug }).from(propostas).where(eq(propostas.id, id));
  return row?.slug ?? null;
}

/** The proposals' wording for its settings page and the form's default sentences (pages never take the handle, D151, D275). */
export async function readProposalWording() {
  return loadProposalWording(await getDb());
}
