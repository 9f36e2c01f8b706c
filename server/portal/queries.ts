import 'server-only';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { signableFromPortal } from '@/lib/clients/name-links';
import { clientSignerOf } from '@/lib/signatures/client-signer';
import { isTurnOf } from '@/lib/signatures/signers';
import { isOpen } from '@/lib/charges/rules';
import { normalizeTasks, taskProgress } from '@/lib/projects/tasks';
import { getDb, type Db } from '@/server/platform/db/client';
import { buildClientExport } from './export';
import {
  clientes,
  cobrancas,
  contratos,
  projects,
  propostas,
  signatureDocuments,
  signatureSigners,
  timeline,
  solicitacoesLgpd,
  vinculosPorNome,
} from '@/server/platform/db/schema';
import { chargeDue, chargePixCode } from '@/server/charges/public';
import { getAgency } from '@/server/agency/profile';

/**
 * Everything the portal shows one client (D76). Every query is filtered by the session's client
 * id and reads only the fields the portal shows (D9): no other client's rows, no staff-only columns.
 */
export async function getPortalOverview(clienteId: string) {
  const db = await getDb();
  const [proposals, contracts, documents, charges, projectRows, events] = await Promise.all([
    db
      .select({
        id: propostas.id,
        nome: propostas.nome,
        status: propostas.status,
        slug: propostas.slug,
        aceitaEm: propostas.aceitaEm,
        dataCriacao: propostas.dataCriacao,
      })
      .from(propostas)
      .where(eq(propostas.clienteId, clienteId))
      .orderBy(desc(propostas.dataCriacao)),
    db
      .select({
        id: contratos.id,
        nome: contratos.nome,
        status: contratos.status,
        slug: contratos.slug,
        assinadoEm: contratos.assinadoEm,
      })
      .from(contratos)
      // A draft is the agency's work in progress, not yet the client's.
      .where(and(eq(contratos.clienteId, clienteId), ne(contratos.status, 'rascunho')))
      .orderBy(desc(contratos.dataCriacao)),
    db
      .select({
        id: signatureDocuments.id,
        name: signatureDocuments.name,
        status: signatureDocuments.status,
        tokenExpiresAt: signatureDocuments.tokenExpiresAt,
        signedAt: signatureDocuments.signedAt,
        recipientEmail: signatureDocuments.recipientEmail,
        signingMode: signatureDocuments.signingMode,
        clientEmail: clientes.email,
        clientPhone: clientes.telefone,
        assinanteEmail: clientes.assinanteEmail,
        assinanteCelular: clientes.assinanteCelular,
        linkedByName: sql<boolean>`${vinculosPorNome.assuntoId} is not null`,
      })
      .from(signatureDocuments)
      .innerJoin(clientes, eq(clientes.id, signatureDocuments.clienteId))
      .leftJoin(
        vinculosPorNome,
        and(eq(vinculosPorNome.assuntoTipo, 'signature'), eq(vinculosPorNome.assuntoId, signatureDocuments.id)),
      )
      .where(and(eq(signatureDocuments.clienteId, clienteId), inArray(signatureDocuments.status, ['sent', 'signed'])))
      .orderBy(desc(signatureDocuments.createdAt)),
    db
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
        chavePix: cobrancas.chavePix,
        codigoPix: cobrancas.codigoPix,
        nomeBeneficiario: cobrancas.nomeBeneficiario,
        cidadeBeneficiario: cobrancas.cidadeBeneficiario,
        multaPercentual: cobrancas.multaPercentual,
        jurosMensalPercentual: cobrancas.jurosMensalPercentual,
        pixStatus: cobrancas.pixStatus,
        pixCopiaECola: cobrancas.pixCopiaECola,
      })
      .from(cobrancas)
      .where(and(eq(cobrancas.clienteId, clienteId), inArray(cobrancas.status, ['pendente', 'vencido', 'pago'])))
      .orderBy(desc(cobrancas.dataVencimento)),
    db
      .select({
        id: projects.id,
        name: projects.name,
        status: projects.status,
        tasks: projects.tasks,
        dueDate: projects.dueDate,
      })
      .from(projects)
      .where(eq(projects.clienteId, clienteId))
      .orderBy(desc(projects.createdAt)),
    db
      .select({ id: timeline.id, tipo: timeline.tipo, createdAt: timeline.createdAt })
      .from(timeline)
      .where(and(eq(timeline.clienteId, clienteId), eq(timeline.visivelCliente, true)))
      .orderBy(desc(timeline.createdAt))
      .limit(50),
  ]);
  const sent = documents.filter((d) => d.status === 'sent').map((d) => d.id);
  const signerRows = sent.length
    ? await db
        .select({
          id: signatureSigners.id,
          documentId: signatureSigners.documentId,
          position: signatureSigners.position,
          role: signatureSigners.role,
          status: signatureSigners.status,
          email: signatureSigners.email,
          phone: signatureSigners.phone,
          userId: signatureSigners.userId,
        })
        .from(signatureSigners)
        .where(inArray(signatureSigners.documentId, sent))
    : [];
  // D170: each open charge's one payable Pix, the code of its public page, e-mails and WhatsApp text.
  const codes = await Promise.all(
    charges.map(async (c) => (isOpen(c.status) ? (await chargePixCode(c, chargeDue(c).total))?.brCode : null) ?? null),
  );
  return {
    proposals: proposals.map((p) => ({
      ...p,
      aceitaEm: p.aceitaEm?.toISOString() ?? null,
      dataCriacao: p.dataCriacao.toISOString(),
    })),
    contracts: contracts.map((c) => ({ ...c, assinadoEm: c.assinadoEm?.toISOString() ?? null })),
    documents: documents.map(
      ({
        recipientEmail,
        clientEmail,
        clientPhone,
        assinanteEmail,
        assinanteCelular,
        linkedByName,
        signingMode,
        ...d
      }) => {
        const signers = signerRows.filter((s) => s.documentId === d.id);
        // D160: the client's signer, known by the record's contacts or its signing person's.
        const mine = clientSignerOf(signers, {
          email: clientEmail,
          telefone: clientPhone,
          assinanteEmail,
          assinanteCelular,
        });
        return {
          ...d,
          tokenExpiresAt: d.tokenExpiresAt?.toISOString() ?? null,
          signedAt: d.signedAt?.toISOString() ?? null,
          // Linked to this client by name only (the old migration) and sent elsewhere: staff review it first. Offered
          // only when it is the client's own turn (D155).
          signable:
            signableFromPortal({ status: d.status, linkedByName, recipientEmail, clientEmail }) &&
            mine !== null &&
            isTurnOf(signers, mine.id, signingMode),
        };
      },
    ),
    // Only what the portal shows: the Pix columns stay here, the code stands for them.
    charges: charges.map((c, i) => ({
      id: c.id,
      numeroCobranca: c.numeroCobranca,
      titulo: c.titulo,
      valor: c.valor,
      dataVencimento: c.dataVencimento,
      dataPagamento: c.dataPagamento?.toISOString() ?? null,
      status: c.status,
      formaPagamento: c.formaPagamento,
      slug: c.slug,
      brCode: codes[i],
    })),
    projects: projectRows.map(({ tasks, ...p }) => ({
      ...p,
      dueDate: p.dueDate?.toISOString() ?? null,
      progress: taskProgress(normalizeTasks(tasks)),
    })),
    timeline: events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}
export type PortalOverview = Awaited<ReturnType<typeof getPortalOverview>>;

/** A paid charge of this client, for its receipt; null for anything else (another client's ids answer 404). */
export async function getClientPaidCharge(clienteId: string, id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(cobrancas)
    .where(and(eq(cobrancas.id, id), eq(cobrancas.clienteId, clienteId), eq(cobrancas.status, 'pago')));
  return row ?? null;
}

/** The client's pending erasure request, if any (one at most: the partial unique index solicitacoes_lgpd_pendente). */
export async function pendingErasure(db: Db, clienteId: string): Promise<{ id: string } | null> {
  const [pending] = await db
    .select({ id: solicitacoesLgpd.id })
    .from(solicitacoesLgpd)
    .where(
      and(
        eq(solicitacoesLgpd.clienteId, clienteId),
        eq(solicitacoesLgpd.tipo, 'eliminacao'),
        eq(solicitacoesLgpd.status, 'pendente'),
      ),
    );
  return pending ?? null;
}

/** The same, for the portal's notice (pages never take the handle, D151). */
export async function pendingErasureOf(clienteId: string): Promise<{ id: string } | null> {
  return pendingErasure(await getDb(), clienteId);
}

/** "Baixar meus dados": the client's ZIP, read in one transaction so it is one consistent picture. */
export async function readClientExport(clienteId: string) {
  const db = await getDb();
  // The PDFs read the agency's profile outside the transaction: read it first, so that on one connection they
  // find it kept instead of waiting for the transaction and falling back to the environment seed.
  await getAgency();
  return db.transaction((tx) => buildClientExport(tx as unknown as Db, clienteId));
}
