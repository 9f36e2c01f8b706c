import 'server-only';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { normalizeTasks, taskProgress } from '@/lib/projects/tasks';
import type { Db } from '@/server/platform/db/client';
import {
  clientes,
  cobrancas,
  contratos,
  leads,
  pagamentos,
  portalSessions,
  projects,
  propostas,
  signatureDocuments,
  solicitacoesLgpd,
  timeline,
} from '@/server/platform/db/schema';

/**
 * What "Baixar meus dados" holds (LGPD art. 18, II and V): what the portal shows the client (server/portal/queries.ts)
 * and the personal data the client gave (registration, acceptances, signatures, payments, messages, portal
 * sessions). Never the agency's internal notes, staff-only timeline entries, drafts or staff ids.
 */
export async function collectClientRecords(db: Db, clienteId: string) {
  const [cliente] = await db
    .select({
      id: clientes.id,
      nome: clientes.nome,
      email: clientes.email,
      telefone: clientes.telefone,
      documento: clientes.documento,
      endereco: clientes.endereco,
      createdAt: clientes.createdAt,
    })
    .from(clientes)
    .where(eq(clientes.id, clienteId));
  if (!cliente) return null;
  const chargeIds = (
    await db.select({ id: cobrancas.id }).from(cobrancas).where(eq(cobrancas.clienteId, clienteId))
  ).map((c) => c.id);
  const email = cliente.email?.trim().toLowerCase();
  return {
    cliente,
    propostas: await db
      .select({
        id: propostas.id,
        nome: propostas.nome,
        status: propostas.status,
        slug: propostas.slug,
        dataCriacao: propostas.dataCriacao,
        validaAte: propostas.validaAte,
        aceitaEm: propostas.aceitaEm,
        aceitaPorNome: propostas.aceitaPorNome,
        aceitaPorEmail: propostas.aceitaPorEmail,
      })
      .from(propostas)
      .where(eq(propostas.clienteId, clienteId)),
    contratos: await db
      .select({
        id: contratos.id,
        nome: contratos.nome,
        status: contratos.status,
        slug: contratos.slug,
        dataCriacao: contratos.dataCriacao,
        assinadoEm: contratos.assinadoEm,
      })
      .from(contratos)
      .where(and(eq(contratos.clienteId, clienteId), ne(contratos.status, 'rascunho'))),
    documentosAssinatura: await db
      .select({
        id: signatureDocuments.id,
        name: signatureDocuments.name,
        status: signatureDocuments.status,
        sentAt: signatureDocuments.sentAt,
        signedAt: signatureDocuments.signedAt,
        verificationCode: signatureDocuments.verificationCode,
        recipientName: signatureDocuments.recipientName,
        recipientEmail: signatureDocuments.recipientEmail,
        recipientCpf: signatureDocuments.recipientCpf,
        signerIp: signatureDocuments.signerIp,
        signerUserAgent: signatureDocuments.signerUserAgent,
      })
      .from(signatureDocuments)
      .where(and(eq(signatureDocuments.clienteId, clienteId), inArray(signatureDocuments.status, PORTAL_DOCUMENTS))),
    cobrancas: await db
      .select({
        id: cobrancas.id,
        numeroCobranca: cobrancas.numeroCobranca,
        titulo: cobrancas.titulo,
        valor: cobrancas.valor,
        dataVencimento: cobrancas.dataVencimento,
        dataPagamento: cobrancas.dataPagamento,
        status: cobrancas.status,
        formaPagamento: cobrancas.formaPagamento,
        slug: cobrancas.slug,
      })
      .from(cobrancas)
      .where(and(eq(cobrancas.clienteId, clienteId), inArray(cobrancas.status, PORTAL_CHARGES))),
    pagamentos: await db
      .select({
        id: pagamentos.id,
        nome: pagamentos.nome,
        email: pagamentos.email,
        descricao: pagamentos.descricao,
        valor: pagamentos.valor,
        valorDesconto: pagamentos.valorDesconto,
        valorFinal: pagamentos.valorFinal,
        metodoPagamento: pagamentos.metodoPagamento,
        parcelas: pagamentos.parcelas,
        status: pagamentos.status,
        createdAt: pagamentos.createdAt,
        dataPagamento: pagamentos.dataPagamento,
      })
      .from(pagamentos)
      .where(
        chargeIds.length
          ? or(eq(pagamentos.clienteId, clienteId), inArray(pagamentos.cobrancaId, chargeIds))
          : eq(pagamentos.clienteId, clienteId),
      ),
    projetos: (
      await db
        .select({
          id: projects.id,
          name: projects.name,
          status: projects.status,
          dueDate: projects.dueDate,
          tasks: projects.tasks,
        })
        .from(projects)
        .where(eq(projects.clienteId, clienteId))
    ).map(({ tasks, ...p }) => ({ ...p, progresso: taskProgress(normalizeTasks(tasks)) })),
    // Contact-form messages: converted into this client, or sent from the client's e-mail.
    mensagensContato: await db
      .select({
        id: leads.id,
        name: leads.name,
        email: leads.email,
        phone: leads.phone,
        subject: leads.subject,
        message: leads.message,
        service: leads.service,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .where(
        email
          ? or(eq(leads.clienteId, clienteId), sql`lower(${leads.email}) = ${email}`)
          : eq(leads.clienteId, clienteId),
      ),
    historico: await db
      .select({ id: timeline.id, tipo: timeline.tipo, createdAt: timeline.createdAt })
      .from(timeline)
      .where(and(eq(timeline.clienteId, clienteId), eq(timeline.visivelCliente, true))),
    sessoesPortal: await db
      .select({
        createdAt: portalSessions.createdAt,
        ultimoUso: portalSessions.ultimoUso,
        ip: portalSessions.ip,
        userAgent: portalSessions.userAgent,
      })
      .from(portalSessions)
      .where(eq(portalSessions.clienteId, clienteId)),
    solicitacoesLgpd: await db
      .select({
        id: solicitacoesLgpd.id,
        tipo: solicitacoesLgpd.tipo,
        status: solicitacoesLgpd.status,
        createdAt: solicitacoesLgpd.createdAt,
        concluidaEm: solicitacoesLgpd.concluidaEm,
        mantidos: solicitacoesLgpd.mantidos,
      })
      .from(solicitacoesLgpd)
      .where(eq(solicitacoesLgpd.clienteId, clienteId)),
  };
}
/** The portal's lists (server/portal/queries.ts): documents sent or signed, charges open or paid. */
const PORTAL_DOCUMENTS = ['sent', 'signed'];
const PORTAL_CHARGES = ['pendente', 'vencido', 'pago'];

export type ClientRecords = NonNullable<Awaited<ReturnType<typeof collectClientRecords>>>;
