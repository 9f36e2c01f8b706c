import 'server-only';
import { eq } from 'drizzle-orm';
import { getAgency } from '@/lib/agency';
import { paymentMethodLabel } from '@/lib/charges/rules';
import { now } from '@/lib/clock';
import { formatDate } from '@/lib/format';
import { m } from '@/lib/messages';
import { fillContractFields } from '@/lib/pipeline/contract-fields';
import { readPlan, planText } from '@/lib/pipeline/payment-plan';
import { amountToText, parseAmount } from '@/lib/projects/installments';
import { coerceConteudo } from '@/lib/proposals/content';
import type { Actor } from '@/lib/timeline/kinds';
import { ActionError } from '@/server/platform/action-error';
import { pixDefaults } from '@/server/charges/public';
import { createContract, type ContractRow } from '@/server/contracts/create-contract';
import { templateContent } from '@/server/contracts/from-template';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { clientes, propostas } from '@/server/platform/db/schema';

const e = m.pipeline.errors;

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
  const [cliente] = proposta.clienteId
    ? await db.select().from(clientes).where(eq(clientes.id, proposta.clienteId))
    : [];
  const conteudo = coerceConteudo(proposta.conteudo);
  const plan = readPlan(proposta.planoPagamento, parseAmount(conteudo.valor));
  const content = await templateContent(db, input.templateId);
  const nomeCliente = cliente?.nome ?? proposta.cliente;
  const fields = fillContractFields(content.fields, {
    cliente: { nome: nomeCliente, documento: cliente?.documento, endereco: cliente?.endereco },
    agencia: { nome: getAgency().name },
    proposta: { nome: proposta.nome, descricao: conteudo.descricao, escopo: conteudo.escopo, prazo: conteudo.prazo },
    valor: plan.total > 0 ? amountToText(plan.total).replace(/\B(?=(\d{3})+(?!\d))(?=.*,)/g, '.') : '',
    pagamento: plan.total > 0 ? planText(plan) : '',
    forma: paymentMethodLabel(plan.parcelas[0]?.forma ?? 'pix'),
    cidade: pixDefaults().city,
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
