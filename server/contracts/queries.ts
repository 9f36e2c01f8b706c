import 'server-only';
import { readPlan } from '@/lib/pipeline/payment-plan';
import { and, asc, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { BUILT_IN_TEMPLATES } from '@/content/contract-templates';
import { safeContractContent, templateToContent } from '@/lib/contracts/content';
import { fillAgencyFields } from '@/lib/pipeline/contract-fields';
import { contractAgency, loadAgencyProfile } from '@/server/agency/profile';
import type { ContractContent } from '@/lib/contracts/fields';
import { CONTRACT_STATUSES, type ContractStatus } from '@/lib/contracts/status';
import { LIST_STEP } from '@/lib/list-limit';
import { searchPatterns } from '@/lib/search';
import { assertStaff } from '@/server/auth/guard';
import { getDb } from '@/server/platform/db/client';
import { contratoModelos, contratos, propostas, signatureDocuments } from '@/server/platform/db/schema';

export type ContractRow = {
  id: string;
  nome: string;
  cliente: string;
  dataCriacao: string;
  versao: number;
  status: string;
  /** Its latest signature document's status, if any: the list then shows the one status (D33). */
  assinatura: string | null;
};
export type ContractCounts = Record<ContractStatus, number>;

/** /contratos (document 001 §2.1): newest first, search over name and client, the four status counts. */
export async function listContracts(params: { q?: string; limit?: number } = {}) {
  await assertStaff();
  const db = await getDb();
  const filters: SQL[] = searchPatterns(params.q).map((pattern) => like(contratos.busca, pattern));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }], byStatus] = await Promise.all([
    db
      .select({
        id: contratos.id,
        nome: contratos.nome,
        cliente: contratos.cliente,
        dataCriacao: contratos.dataCriacao,
        versao: contratos.versao,
        status: contratos.status,
        assinatura: sql<
          string | null
        >`(select ${signatureDocuments.status} from ${signatureDocuments} where ${signatureDocuments.contractId} = ${contratos.id} order by ${signatureDocuments.createdAt} desc limit 1)`,
      })
      .from(contratos)
      .where(where)
      .orderBy(desc(contratos.dataCriacao), desc(contratos.id))
      .limit(params.limit ?? LIST_STEP),
    db.select({ total: count() }).from(contratos).where(where),
    db.select({ status: contratos.status, n: count() }).from(contratos).where(where).groupBy(contratos.status),
  ]);
  const counts = Object.fromEntries(CONTRACT_STATUSES.map((s) => [s, 0])) as ContractCounts;
  for (const { status, n } of byStatus) if (status in counts) counts[status as ContractStatus] = n;
  return {
    rows: rows.map((r) => ({ ...r, dataCriacao: r.dataCriacao.toISOString() })) satisfies ContractRow[],
    total,
    counts,
  };
}

/** The whole contract with a safe body, for the view and edit screens. */
export async function getContract(id: string) {
  await assertStaff();
  const db = await getDb();
  const [row] = await db
    .select({ contrato: contratos, propostaNome: propostas.nome, propostaSlug: propostas.slug })
    .from(contratos)
    .leftJoin(propostas, eq(propostas.id, contratos.propostaId))
    .where(eq(contratos.id, id));
  if (!row) return null;
  const c = row.contrato;
  return {
    id: c.id,
    nome: c.nome,
    cliente: c.cliente,
    clienteId: c.clienteId,
    descricao: c.descricao,
    status: c.status,
    propostaId: c.propostaId,
    propostaNome: row.propostaNome,
    propostaSlug: row.propostaSlug,
    conteudo: safeContractContent(c.conteudo),
    planoPagamento: readPlan(c.planoPagamento),
    versao: c.versao,
    slug: c.slug,
    assinadoEm: c.assinadoEm?.toISOString() ?? null,
    dataCriacao: c.dataCriacao.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
export type ContractDetail = NonNullable<Awaited<ReturnType<typeof getContract>>>;

export type TemplateRow = { id: string; nome: string; descricao: string; createdAt: string; conteudo: string };

/** /contratos/modelos (document 001 §2.3): newest first, search over name and description. */
export async function listTemplates(params: { q?: string; limit?: number } = {}) {
  await assertStaff();
  const db = await getDb();
  const filters: SQL[] = searchPatterns(params.q).map((pattern) => like(contratoModelos.busca, pattern));
  const where = filters.length ? and(...filters) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(contratoModelos)
      .where(where)
      .orderBy(desc(contratoModelos.createdAt), desc(contratoModelos.id))
      .limit(params.limit ?? LIST_STEP),
    db.select({ total: count() }).from(contratoModelos).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      id: r.id,
      nome: r.nome,
      descricao: r.descricao,
      createdAt: r.createdAt.toISOString(),
      conteudo: JSON.stringify(r.conteudo, null, 2),
    })) satisfies TemplateRow[],
    total,
  };
}

/** A template offered on create: its body already converted (null when it cannot be, document 001 §5). */
export type TemplateOption = { id: string; nome: string; content: ContractContent | null };

/** The "Modelo de Contrato" select: the built-in templates, then database ones suffixed "(DB)". */
export async function templateOptions(): Promise<TemplateOption[]> {
  await assertStaff();
  const db = await getDb();
  const rows = await db
    .select({ id: contratoModelos.id, nome: contratoModelos.nome, conteudo: contratoModelos.conteudo })
    .from(contratoModelos)
    .orderBy(desc(contratoModelos.createdAt))
    .limit(200);
  // Every template starts with the agency's own fields filled from its profile (the contracted party, the court).
  const agency = contractAgency(await loadAgencyProfile(db));
  const withAgency = (content: ReturnType<typeof templateToContent>) =>
    content && { ...content, fields: fillAgencyFields(content.fields, agency) };
  return [
    ...BUILT_IN_TEMPLATES.map((t) => ({ id: t.id, nome: t.nome, content: withAgency(templateToContent(t.html)) })),
    ...rows.map((r) => ({ id: r.id, nome: `${r.nome} (DB)`, content: withAgency(templateToContent(r.conteudo)) })),
  ];
}

export type ProposalOption = { id: string; nome: string; cliente: string; clienteId: string | null };

/** "Relacionar com Proposta" (document 001 §7): id, nome and cliente of the proposals. */
export async function proposalOptions(): Promise<ProposalOption[]> {
  await assertStaff();
  const db = await getDb();
  return db
    .select({ id: propostas.id, nome: propostas.nome, cliente: propostas.cliente, clienteId: propostas.clienteId })
    .from(propostas)
    .orderBy(asc(propostas.nome), asc(propostas.id))
    .limit(1000);
}
