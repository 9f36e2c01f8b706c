import 'server-only';
import { eq } from 'drizzle-orm';
import { paymentText } from '@/lib/proposals/payment-text';
import type { ProposalWording } from '@/lib/settings/propostas';
import { coerceConteudo } from '@/lib/proposals/content';
import { readChangedParts } from '@/lib/proposals/versions';
import { getDb } from '@/server/platform/db/client';
import { propostas } from '@/server/platform/db/schema';
import { loadProposalWording } from './wording';

/**
 * The public proposal page reads only what it shows (D9): no views, no acceptor's e-mail or IP. Its payment and
 * benefit texts are the agency's wording (D107); the cached page passes the cached wording, others read it.
 */
export async function getPublicProposal(slug: string, wording?: ProposalWording) {
  const db = await getDb();
  const [row] = await db
    .select({
      id: propostas.id,
      nome: propostas.nome,
      cliente: propostas.cliente,
      status: propostas.status,
      slug: propostas.slug,
      conteudo: propostas.conteudo,
      planoPagamento: propostas.planoPagamento,
      aceitaEm: propostas.aceitaEm,
      aceitaPorNome: propostas.aceitaPorNome,
      aceiteHash: propostas.aceiteHash,
      validaAte: propostas.validaAte,
      versao: propostas.versao,
      versaoEm: propostas.versaoEm,
      versaoMudancas: propostas.versaoMudancas,
      aceitaVersao: propostas.aceitaVersao,
      dataCriacao: propostas.dataCriacao,
    })
    .from(propostas)
    .where(eq(propostas.slug, slug));
  if (!row) return null;
  const { planoPagamento, ...rest } = row;
  const texts = wording ?? (await loadProposalWording(db));
  return {
    ...rest,
    pagamento: paymentText(texts, planoPagamento),
    beneficios: texts.beneficios,
    conteudo: coerceConteudo(row.conteudo),
    aceitaEm: row.aceitaEm?.toISOString() ?? null,
    versaoEm: row.versaoEm?.toISOString() ?? null,
    versaoMudancas: readChangedParts(row.versaoMudancas),
    dataCriacao: row.dataCriacao.toISOString(),
  };
}
export type PublicProposal = NonNullable<Awaited<ReturnType<typeof getPublicProposal>>>;
