import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getAgency } from '@/server/agency/profile';
import { now } from '@/lib/clock';
import { formatDate, formatMoney } from '@/lib/format';
import { fillTemplate } from '@/lib/charges/reminders';
import { fill, m } from '@/lib/messages';
import { planLines, planProblem, readPlan, schedule } from '@/lib/pipeline/payment-plan';
import { workNameOf } from '@/lib/pipeline/work-name';
import { dayToInstant, toDay } from '@/lib/projects/dates';
import type { Actor } from '@/lib/timeline/kinds';
import { createCharge } from '@/server/charges/create-charge';
import { handMadeCharges, linkChargeToContract } from '@/server/charges/link-charge';
import { mailCharge } from '@/server/charges/email';
import { getPublicCharge } from '@/server/charges/public';
import { chargeMailValues } from '@/server/automation/charge-mail-values';
import type { DomainEvent } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { clientes, cobrancas, contratos, propostas, signatureDocuments } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { queueMail } from '@/server/platform/mail/outbox';
import { createProject } from '@/server/projects/create-project';
import { handMadeProject, linkProjectToContract } from '@/server/projects/link-project';
import { recordEvent } from '@/server/timeline/record';
import { whatsappForStep } from '@/server/whatsapp/step';

const e = m.pipeline.errors;
export type SignedContract = typeof contratos.$inferSelect;

/** The contract with its row locked for the step's transaction; refuses one that is not signed. */
export async function loadSignedContract(db: Db, contractId: string): Promise<SignedContract> {
  const [contract] = await db.select().from(contratos).where(eq(contratos.id, contractId)).for('update');
  if (!contract) throw new ActionError(e.contratoNaoEncontrado);
  if (contract.status !== 'assinado') throw new ActionError(e.naoAssinado);
  return contract;
}

function planOf(contract: SignedContract) {
  const plan = readPlan(contract.planoPagamento);
  if (planProblem(plan)) throw new ActionError(e.planoIncompleto);
  return { plan, signedOn: toDay(contract.assinadoEm ?? now())! };
}

/** What a step answers: its result (kept with its run-once claim) and the events of what it wrote. */
export type StepDone = { result: Record<string, unknown>; events: DomainEvent[] };

/**
 * Since when a client's hand-made charges and card belong to this contract: the creation of the proposal it came
 * from, else its own creation (D56).
 */
async function workSince(db: Db, contract: SignedContract): Promise<Date> {
  return (await sourceProposal(db, contract))?.dataCriacao ?? contract.dataCriacao;
}

/** The proposal the contract was generated from, if it still exists. */
async function sourceProposal(db: Db, contract: SignedContract) {
  if (!contract.propostaId) return null;
  const [proposta] = await db
    .select({ nome: propostas.nome, dataCriacao: propostas.dataCriacao })
    .from(propostas)
    .where(eq(propostas.id, contract.propostaId));
  return proposta ?? null;
}

/**
 * Step 1: one charge per instalment, through the charges' writer (server/charges/create-charge.ts): numbered like
 * the charge form, with the settings' fine and interest and the agency's Pix code (D14). An instalment that already
 * has its charge is skipped. Charges staff made by hand for the same work (server/charges/link-charge.ts) are
 * linked first: one of the same amount stands for its instalment, the others beside the plan; an instalment is then
 * only billed while the contract's charges stay within its total, so the client is never billed twice.
 */
export async function createPlanCharges(db: Db, contract: SignedContract, actor: Actor): Promise<StepDone> {
  const { plan, signedOn } = planOf(contract);
  const lines = planLines(plan);
  const total = plan.parcelas.length;
  const created: string[] = [];
  const linked: string[] = [];
  const skipped: number[] = [];
  const events: DomainEvent[] = [];
  const items = schedule(plan, signedOn);
  const hand = contract.clienteId ? await handMadeCharges(db, contract.clienteId, await workSince(db, contract)) : [];
  const instalmentOf = new Map<string, number>();
  for (const item of items) {
    const match = hand.find((c) => c.valor === item.valor && !instalmentOf.has(c.id));
    if (match) instalmentOf.set(match.id, item.numero);
  }
  for (const charge of hand) {
    const link = await linkChargeToContract(db, actor, {
      chargeId: charge.id,
      contratoId: contract.id,
      contrato: contract.nome,
      parcela: instalmentOf.get(charge.id) ?? null,
    });
    linked.push(charge.id);
    events.push(...link.events);
  }
  let billed = hand.reduce((sum, c) => sum + c.valor, 0);
  const covered = new Set(instalmentOf.values());
  for (const item of items) {
    if (covered.has(item.numero)) continue;
    if (hand.length && billed + item.valor > plan.total) {
      skipped.push(item.numero);
      continue;
    }
    const written = await createCharge(db, actor, {
      titulo: fill(m.pipeline.charges.titulo, { contrato: contract.nome, n: item.numero, total }),
      cliente: contract.cliente,
      clienteId: contract.clienteId,
      valor: item.valor,
      dataVencimento: item.vencimento,
      formaPagamento: item.forma,
      descricao: lines[item.numero - 1],
      pix: 'agencia',
      parcela: { contratoId: contract.id, numero: item.numero },
    });
    if (!written.row) continue;
    billed += item.valor;
    created.push(written.row.id);
    events.push(...written.events);
  }
  return { result: { cobrancas: created, vinculadas: linked, naoGeradas: skipped }, events };
}

/** The client's e-mail in the registry, else the address that signed the contract (the signer is the client). */
async function clientEmail(db: Db, contract: SignedContract): Promise<string | null> {
  const [client] = contract.clienteId
    ? await db.select({ email: clientes.email }).from(clientes).where(eq(clientes.id, contract.clienteId))
    : [];
  if (client?.email) return client.email;
  const [signer] = await db
    .select({ email: signatureDocuments.recipientEmail })
    .from(signatureDocuments)
    .where(and(eq(signatureDocuments.contractId, contract.id), eq(signatureDocuments.status, 'signed')))
    .orderBy(desc(signatureDocuments.updatedAt))
    .limit(1);
  return signer?.email ?? null;
}

/**
 * Step 2: the first charge of the plan to the client, by the "charge created" step's channel (D22, D142): its
 * WhatsApp template message (the link and the Pix code) is queued in this step's transaction, once per charge;
 * the charge e-mail with its PDF goes when the step is on e-mail or both, or WhatsApp cannot take this client.
 * Refused only when neither can reach the client.
 */
export async function emailFirstCharge(db: Db, contract: SignedContract, actor: Actor): Promise<StepDone> {
  const [first] = await db
    .select()
    .from(cobrancas)
    .where(and(eq(cobrancas.contratoId, contract.id), eq(cobrancas.parcelaNumero, 1)));
  if (!first) throw new ActionError(e.semCobrancas);
  const email = await clientEmail(db, contract);
  const { values } = await chargeMailValues(db, first);
  const whatsapp = await whatsappForStep(db, {
    clienteId: contract.clienteId,
    step: 'cobranca.criada',
    key: `charge.created:${first.id}`,
    values,
    subject: { tipo: 'charge', id: first.id },
    // The e-mail a failed WhatsApp message sends instead (fallback-email.ts): the charge e-mail's text, no PDF.
    mail: email
      ? {
          to: email,
          subject: fill(m.whatsapp.reserva.cobrancaAssunto, { numero: first.numeroCobranca, titulo: first.titulo }),
          text: fillTemplate(m.automation.email.recurringText, values),
          assunto: { tipo: 'charge', id: first.id },
          tipo: 'cobranca',
        }
      : null,
  });
  if (!email && !whatsapp.messageId) throw new ActionError(e.semEmail);
  const mailed = Boolean(email && whatsapp.email);
  const events: DomainEvent[] = [];
  if (mailed) {
    const charge = await getPublicCharge(first.slug, db);
    if (!charge) throw new ActionError(e.semCobrancas);
    events.push(...(await mailCharge(db, { ...charge, id: first.id }, email!)));
    await recordEvent(db, {
      clienteId: contract.clienteId,
      tipo: 'charge.emailed',
      assunto: { tipo: 'charge', id: first.id },
      ator: actor,
      dados: { email },
      visivelCliente: true,
      chave: `charge.emailed:first:${first.id}`,
    });
  }
  return { result: { cobrancaId: first.id, email: mailed ? email : null, whatsapp: whatsapp.para }, events };
}

/** Step 3: a card in Planejamento (or the one staff made by hand for it, linked), "Pagamento Parcelado", its instalments mirroring the plan's charges. */
export async function createProjectCard(db: Db, contract: SignedContract, actor: Actor): Promise<StepDone> {
  const { plan, signedOn } = planOf(contract);
  // A card staff already made for this work becomes the contract's card (server/projects/link-project.ts).
  const hand = contract.clienteId ? await handMadeProject(db, contract.clienteId, await workSince(db, contract)) : null;
  if (hand) {
    const link = await linkProjectToContract(db, actor, {
      projectId: hand.id,
      contratoId: contract.id,
      contrato: contract.nome,
    });
    if (link.row) return { result: { projetoId: link.row.id, vinculado: true }, events: link.events };
  }
  const items = schedule(plan, signedOn);
  const charges = await db
    .select({ parcela: cobrancas.parcelaNumero, status: cobrancas.status })
    .from(cobrancas)
    .where(eq(cobrancas.contratoId, contract.id));
  const paid = items.map((item) => charges.some((c) => c.parcela === item.numero && c.status === 'pago'));
  // D208: the card is named after the work (the proposal's title), not "Contrato — …".
  const proposta = await sourceProposal(db, contract);
  const { row, events } = await createProject(db, actor, {
    name: workNameOf({ proposta: proposta?.nome, contrato: contract.nome }),
    clientName: contract.cliente,
    clienteId: contract.clienteId,
    contratoId: contract.id,
    description: contract.descricao || null,
    status: 'planejamento',
    startDate: dayToInstant(signedOn),
    paymentStatus: 'installment_payment',
    paymentDueDate: dayToInstant(items[0]?.vencimento),
    installmentDetails: {
      installments: items.length,
      installment_value: items[0]?.valor ?? 0,
      installment_dates: items.map((i) => i.vencimento),
      paid_installments: paid,
    },
  });
  return { result: { projetoId: row?.id ?? null }, events };
}

/** Step 4: staff hear of the signature and of what the steps made (AGENCY_EMAIL). */
export async function notifyStaff(db: Db, contract: SignedContract, actor: Actor): Promise<StepDone> {
  const charges = await db
    .select({ numero: cobrancas.numeroCobranca, valor: cobrancas.valor, vencimento: cobrancas.dataVencimento })
    .from(cobrancas)
    .where(eq(cobrancas.contratoId, contract.id))
    .orderBy(cobrancas.parcelaNumero);
  const t = m.pipeline.staffMail;
  const lines = [
    fill(t.intro, { contrato: contract.nome, cliente: contract.cliente, data: formatDate(contract.assinadoEm) }),
    '',
    ...(charges.length
      ? [t.cobrancas, ...charges.map((c) => `- ${c.numero}: ${formatMoney(c.valor)}, ${formatDate(c.vencimento)}`)]
      : [t.semCobrancas]),
    '',
    `${t.link} ${env.appUrl}/contratos/${contract.id}`,
  ];
  const to = (await getAgency()).email;
  const queued = await queueMail(db, {
    to,
    subject: fill(t.subject, { contrato: contract.nome }),
    text: lines.join('\n'),
    assunto: { tipo: 'contract', id: contract.id },
    tipo: 'contrato.assinado-aviso',
    chave: `contrato.assinado-aviso:${contract.id}`,
  });
  await recordEvent(db, {
    clienteId: contract.clienteId,
    tipo: 'contract.staffNotified',
    assunto: { tipo: 'contract', id: contract.id },
    ator: actor,
    chave: `contract.staffNotified:${contract.id}`,
  });
  return { result: { email: to }, events: queued.events };
}
