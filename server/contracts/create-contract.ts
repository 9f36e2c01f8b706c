import 'server-only';
import { eq } from 'drizzle-orm';
import type { ContractStatus } from '@/lib/contracts/status';
import type { ContractContent } from '@/lib/contracts/fields';
import { m } from '@/lib/messages';
import { searchText } from '@/lib/search';
import type { Actor } from '@/lib/timeline/kinds';
import { requireClient } from '@/server/clients/link';
import type { DomainEvent, Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { contratos, propostas } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';
import { contractSlug } from './from-template';
import { markContractSigned } from './mark-contract-signed';

export type ContractRow = { id: string; slug: string };

/** What the contract form and "Gerar contrato" give: the body is already made from its template. */
export type NewContract = {
  nome: string;
  cliente: string;
  clienteId: string | null;
  descricao: string;
  status: ContractStatus;
  propostaId: string | null;
  conteudo: ContractContent;
  planoPagamento?: Record<string, unknown> | null;
  createdBy: string | null;
};

/** The proposal a contract names must exist (the form sends an id; the foreign key would only fail). */
export async function checkProposal(db: Db, propostaId: string | null): Promise<void> {
  if (!propostaId) return;
  const [row] = await db.select({ id: propostas.id }).from(propostas).where(eq(propostas.id, propostaId));
  if (!row) throw new ActionError(m.contracts.validation.proposta);
}

/**
 * A new contract (document 001 §2.2; "Gerar contrato", D54): the proposal and client it names checked, an
 * unguessable slug (D8), the search text, the 'contract.created' timeline entry. A contract saved as "Assinado"
 * is signed through markContractSigned, like one marked later, so that its follow-ups run once.
 */
export async function createContract(
  db: Db,
  actor: Actor,
  input: NewContract,
  at: Date = new Date(),
): Promise<Written<ContractRow>> {
  await checkProposal(db, input.propostaId);
  await requireClient(db, input.clienteId);
  const signed = input.status === 'assinado';
  const [row] = await db
    .insert(contratos)
    .values({
      nome: input.nome,
      cliente: input.cliente,
      clienteId: input.clienteId,
      descricao: input.descricao,
      status: signed ? 'rascunho' : input.status,
      propostaId: input.propostaId,
      conteudo: input.conteudo,
      ...(input.planoPagamento !== undefined ? { planoPagamento: input.planoPagamento } : {}),
      slug: contractSlug(input.nome),
      busca: searchText([input.nome, input.cliente]),
      createdBy: input.createdBy,
    })
    .returning({ id: contratos.id, slug: contratos.slug });
  await recordEvent(db, {
    clienteId: input.clienteId,
    tipo: 'contract.created',
    assunto: { tipo: 'contract', id: row.id },
    ator: actor,
    dados: { nome: input.nome, ...(input.propostaId ? { propostaId: input.propostaId } : {}) },
    em: at,
  });
  const events: DomainEvent[] = [
    {
      type: 'contract.created',
      contractId: row.id,
      slug: row.slug,
      clienteId: input.clienteId,
      proposalId: input.propostaId,
    },
  ];
  if (signed) events.push(...((await markContractSigned(db, actor, { contractId: row.id, at }))?.events ?? []));
  return { row, events };
}

/** A seeded contract (demo and bench data): the columns as given, slug and search text by the same rules. */
export type SeedContract = Omit<typeof contratos.$inferInsert, 'id' | 'slug' | 'busca'> & { slug?: string };

/**
 * The bulk variant for seeds: rows written as they are (a signed one keeps its date), in batches, with no
 * timeline entries and no events, since nothing follows from data that only fills the screens.
 */
export async function insertContracts(db: Db, rows: SeedContract[], random?: () => number): Promise<ContractRow[]> {
  const written: ContractRow[] = [];
  for (let i = 0; i < rows.length; i += 250) {
    const batch = rows.slice(i, i + 250).map((row) => ({
      ...row,
      slug: row.slug ?? contractSlug(row.nome, random),
      busca: searchText([row.nome, row.cliente]),
    }));
    written.push(...(await db.insert(contratos).values(batch).returning({ id: contratos.id, slug: contratos.slug })));
  }
  return written;
}
