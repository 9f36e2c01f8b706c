import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { contractAgency, loadAgencyProfile } from '@/server/agency/profile';
import { paymentMethodLabel } from '@/lib/charges/rules';
import { now } from '@/lib/clock';
import { formatDate } from '@/lib/format';
import { m } from '@/lib/messages';
import { deadlineInProposalWords, fillContractFields } from '@/lib/pipeline/contract-fields';
import { readPlan, planText } from '@/lib/pipeline/payment-plan';
import { amountToText, parseAmount } from '@/lib/projects/installments';
import { coerceConteudo } from '@/lib/proposals/content';
import type { Actor } from '@/lib/timeline/kinds';
import { ActionError } from '@/server/platform/action-error';
import { createContract, type ContractRow } from '@/server/contracts/create-contract';
import { templateContent } from '@/server/contracts/from-template';
import { unchanged, type Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { clientes, contratos, propostas } from '@/server/platform/db/schema';

const e = m.pipeline.errors;

/** The contract already made from a proposal (the newest, should there be more from before this rule), or null. */
export async function proposalContract(db: Db, propostaId: string): Promise<ContractRow | null> {
  const [row] = await db
    .select({ id: contratos.id, slug: contratos.slug })
    .from(contratos)
    .where(eq(contratos.propostaId, propostaId))
    .orderBy(desc(contratos.dataCriacao))
    .limit(1);
  return row ?? null;
}

/**
 * "Gerar contrato" on an accepted proposal (D54): a draft contract from the chosen template with its
 * fields filled from the client of the registry (falling back to the proposal's client text) and from the
 * proposal (scope, deadline, value, payment plan, place and date), linked to both. The plan is copied, so that
 * the contract can be adjusted without changing the accepted proposal.
 */
export async function generateContract(
  db: Db,
  actor: Actor,
  input: { propostaId: string; templateId: string },
): Promise<Written<ContractRow>> {
  const [proposta] = await db.select().from(propostas).where(eq(propostas.id, input.propostaId));
  if (!proposta) throw new ActionError(e.propostaNaoEncontrada);
  if (proposta.status !== 'aceita') throw new ActionError(e.propostaNaoAceita);
  // Once a proposal has its contract, "Gerar contrato" opens that one instead of drawing another.
  const existing = await proposalContract(db, proposta.id);
  if (existing) return unchanged(existing);
  const [cliente] = proposta.clienteId
    ? await db.select().from(clientes).where(eq(clientes.id, proposta.clienteId))
    : [];
  const conteudo = coerceConteudo(proposta.conteudo);
  const plan = readPlan(proposta.planoPagamento, parseAmount(conteudo.valor));
  const content = deadlineInProposalWords(await templateContent(db, input.templateId), conteudo.prazo);
  const nomeCliente = cliente?.nome ?? proposta.cliente;
  const agency = await loadAgencyProfile(db);
  const fields = fillContractFields(content.fields, {
    cliente: { nome: nomeCliente, documento: cliente?.documento, endereco: cliente?.endereco },
    agencia: contractAgency(agency),
    proposta: { nome: proposta.nome, descricao: conteudo.descricao, escopo: conteudo.escopo, prazo: conteudo.prazo },
    valor: plan.total > 0 ? amountToText(plan.total).replace(/\B(?=(\d{3})+(?!\d))(?=.*,)/g, '.') : '',
    pagamento: plan.total > 0 ? planText(plan) : '',
    forma: paymentMethodLabel(plan.parcelas[0]?.forma ?? 'pix'),
    cidade: agency.cidade || agency.pix.city,
    data: formatDate(now()),
  });
  const nome = `Contrato — ${proposta.nome}`.slice(0, 200);
  return createContract(db, actor, {
    nome,
    cliente: nomeCliente,
    clienteId: proposta.clienteId,
    descricao: proposta.nome,
    status: 'rascunho',
    propostaId: proposta.id,
    conteudo: { template: content.template, fields },
    planoPagamento: plan as unknown as Record<string, unknown>,
    createdBy: actor.tipo === 'staff' ? actor.usuarioId : null,
  });
}
