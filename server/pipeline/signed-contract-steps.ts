import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getAgency } from '@/lib/agency';
import { now } from '@/lib/clock';
import { formatDate, formatMoney } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { planLines, planProblem, readPlan, schedule } from '@/lib/pipeline/payment-plan';
import { buildPixBrCode } from '@/lib/pix';
import { dayToInstant, toDay } from '@/lib/projects/dates';
import { orderIndexForNew } from '@/lib/projects/order-index';
import { searchText } from '@/lib/search';
import { slugWithSuffix } from '@/lib/slug';
import type { Actor } from '@/lib/timeline/kinds';
import { ActionError } from '@/server/platform/action';
import { mailCharge } from '@/server/charges/email';
import { nextChargeNumber } from '@/server/charges/numbering';
import { getPublicCharge, pixDefaults } from '@/server/charges/public';
import type { Db } from '@/server/platform/db/client';
import {
  clientes,
  cobrancas,
  contratos,
  projectActivities,
  projects,
  signatureDocuments,
} from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { sendMail } from '@/server/platform/mail/send-mail';
import { createdText } from '@/server/projects/activity';
import { recordEvent } from '@/server/timeline/record';

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

/** Step 1: one charge per instalment, numbered like the charge form, with the agency's Pix code (D14). */
export async function createPlanCharges(db: Db, contract: SignedContract, actor: Actor) {
  const { plan, signedOn } = planOf(contract);
  const lines = planLines(plan);
  const pix = pixDefaults();
  const total = plan.parcelas.length;
  const created: string[] = [];
  for (const item of schedule(plan, signedOn)) {
    const titulo = fill(m.pipeline.charges.titulo, { contrato: contract.nome, n: item.numero, total });
    const numeroCobranca = await nextChargeNumber(db);
    const isPix = item.forma === 'pix';
    const [row] = await db
      .insert(cobrancas)
      .values({
        numeroCobranca,
        titulo,
        cliente: contract.cliente,
        clienteId: contract.clienteId,
        contratoId: contract.id,
        parcelaNumero: item.numero,
        valor: item.valor,
        dataVencimento: item.vencimento,
        formaPagamento: item.forma,
        descricao: lines[item.numero - 1],
        slug: slugWithSuffix(titulo),
        chavePix: isPix ? pix.key || null : null,
        codigoPix:
          isPix && pix.key
            ? buildPixBrCode({
                key: pix.key,
                centavos: item.valor,
                beneficiary: pix.beneficiary,
                city: pix.city,
                txid: numeroCobranca.replace(/\W/g, ''),
              })
            : null,
        nomeBeneficiario: isPix ? pix.beneficiary : null,
        cidadeBeneficiario: isPix ? pix.city : null,
        busca: searchText([titulo, contract.cliente]),
        dataCriacao: now(),
      })
      .onConflictDoNothing({ target: [cobrancas.contratoId, cobrancas.parcelaNumero] })
      .returning({ id: cobrancas.id });
    if (!row) continue;
    created.push(row.id);
    await recordEvent(db, {
      clienteId: contract.clienteId,
      tipo: 'charge.created',
      assunto: { tipo: 'charge', id: row.id },
      ator: actor,
      dados: { numero: numeroCobranca, valor: item.valor, parcela: item.numero, contratoId: contract.id },
      visivelCliente: true,
      chave: `charge.created:${row.id}`,
    });
  }
  return { cobrancas: created };
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

/** Step 2: the first charge of the plan e-mailed to the client with its public link (the charge e-mail). */
export async function emailFirstCharge(db: Db, contract: SignedContract, actor: Actor) {
  const [first] = await db
    .select({ id: cobrancas.id, slug: cobrancas.slug })
    .from(cobrancas)
    .where(and(eq(cobrancas.contratoId, contract.id), eq(cobrancas.parcelaNumero, 1)));
  if (!first) throw new ActionError(e.semCobrancas);
  const email = await clientEmail(db, contract);
  if (!email) throw new ActionError(e.semEmail);
  const charge = await getPublicCharge(first.slug, db);
  if (!charge) throw new ActionError(e.semCobrancas);
  await mailCharge(charge, email);
  await recordEvent(db, {
    clienteId: contract.clienteId,
    tipo: 'charge.emailed',
    assunto: { tipo: 'charge', id: first.id },
    ator: actor,
    dados: { email },
    visivelCliente: true,
    chave: `charge.emailed:first:${first.id}`,
  });
  return { cobrancaId: first.id, email };
}

/** Step 3: a card in Planejamento, "Pagamento Parcelado", its instalments mirroring the plan's charges. */
export async function createProjectCard(db: Db, contract: SignedContract, actor: Actor) {
  const { plan, signedOn } = planOf(contract);
  const items = schedule(plan, signedOn);
  const charges = await db
    .select({ parcela: cobrancas.parcelaNumero, status: cobrancas.status })
    .from(cobrancas)
    .where(eq(cobrancas.contratoId, contract.id));
  const paid = items.map((item) => charges.some((c) => c.parcela === item.numero && c.status === 'pago'));
  const [highest] = await db
    .select({ orderIndex: projects.orderIndex })
    .from(projects)
    .where(eq(projects.status, 'planejamento'))
    .orderBy(desc(projects.orderIndex))
    .limit(1);
  const [row] = await db
    .insert(projects)
    .values({
      name: contract.nome,
      clientName: contract.cliente,
      clienteId: contract.clienteId,
      contratoId: contract.id,
      description: contract.descricao || null,
      status: 'planejamento',
      orderIndex: orderIndexForNew(highest?.orderIndex),
      startDate: dayToInstant(signedOn),
      paymentStatus: 'installment_payment',
      paymentDueDate: dayToInstant(items[0]?.vencimento),
      installmentDetails: {
        installments: items.length,
        installment_value: items[0]?.valor ?? 0,
        installment_dates: items.map((i) => i.vencimento),
        paid_installments: paid,
      },
      createdAt: now(),
      updatedAt: now(),
    })
    .onConflictDoNothing({ target: projects.contratoId })
    .returning({ id: projects.id });
  if (!row) return { projetoId: null };
  await db.insert(projectActivities).values({
    projectId: row.id,
    activityType: 'created',
    description: createdText(contract.nome),
    newStatus: 'planejamento',
  });
  await recordEvent(db, {
    clienteId: contract.clienteId,
    tipo: 'project.created',
    assunto: { tipo: 'project', id: row.id },
    ator: actor,
    dados: { contratoId: contract.id },
    chave: `project.created:${row.id}`,
  });
  return { projetoId: row.id };
}

/** Step 4: staff hear of the signature and of what the steps made (AGENCY_EMAIL). */
export async function notifyStaff(db: Db, contract: SignedContract, actor: Actor) {
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
  const to = getAgency().email;
  await sendMail({ to, subject: fill(t.subject, { contrato: contract.nome }), text: lines.join('\n') });
  await recordEvent(db, {
    clienteId: contract.clienteId,
    tipo: 'contract.staffNotified',
    assunto: { tipo: 'contract', id: contract.id },
    ator: actor,
    chave: `contract.staffNotified:${contract.id}`,
  });
  return { email: to };
}
