import 'server-only';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { ProposalContract } from '@/lib/pipeline/proposal-next-step';
import type { Db } from '@/server/platform/db/client';
import { contratos, projects, signatureDocuments } from '@/server/platform/db/schema';

/**
 * The contract of each proposal (the newest, as `proposalContract` in generate-contract.ts answers), with what its
 * screens show once it is signed: the signed document's verification code and the contract's project (D225). Three
 * queries for the whole list, none per row.
 */
export async function proposalContracts(db: Db, propostaIds: string[]): Promise<Map<string, ProposalContract>> {
  const found = new Map<string, ProposalContract>();
  if (!propostaIds.length) return found;
  const rows = await db
    .select({
      id: contratos.id,
      nome: contratos.nome,
      status: contratos.status,
      assinadoEm: contratos.assinadoEm,
      propostaId: contratos.propostaId,
    })
    .from(contratos)
    .where(inArray(contratos.propostaId, propostaIds))
    .orderBy(desc(contratos.dataCriacao));
  const newest = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (row.propostaId && !newest.has(row.propostaId)) newest.set(row.propostaId, row);
  const ids = [...newest.values()].map((c) => c.id);
  if (!ids.length) return found;
  const [signed, cards] = await Promise.all([
    db
      .select({ contractId: signatureDocuments.contractId, code: signatureDocuments.verificationCode })
      .from(signatureDocuments)
      .where(
        and(
          inArray(signatureDocuments.contractId, ids),
          eq(signatureDocuments.status, 'signed'),
          isNotNull(signatureDocuments.verificationCode),
        ),
      )
      .orderBy(desc(signatureDocuments.updatedAt)),
    db
      .select({ id: projects.id, contratoId: projects.contratoId })
      .from(projects)
      .where(inArray(projects.contratoId, ids))
      .orderBy(desc(projects.createdAt)),
  ]);
  for (const [propostaId, c] of newest) {
    found.set(propostaId, {
      id: c.id,
      nome: c.nome,
      status: c.status,
      assinadoEm: c.assinadoEm?.toISOString() ?? null,
      verificationCode: signed.find((s) => s.contractId === c.id)?.code ?? null,
      projetoId: cards.find((p) => p.contratoId === c.id)?.id ?? null,
    });
  }
  return found;
}
