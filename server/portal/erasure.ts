import 'server-only';
import { and, eq, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { now as clockNow } from '@/lib/clock';
import { keptList, type KeptItem } from '@/lib/portal/erasure';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import {
  clientes,
  cobrancas,
  contratos,
  enviosEmail,
  lembretesCobranca,
  leads,
  pagamentos,
  portalSessions,
  portalTokens,
  projects,
  propostas,
  signatureDocuments,
  signatureEvents,
  signatureFields,
  signatureSigners,
  solicitacoesLgpd,
  timeline,
  vinculosPorNome,
} from '@/server/platform/db/schema';
import { eraseWhatsAppData, forgetOutboxWhatsApp } from '@/server/whatsapp/erase';
import { erasedValues } from './erasure-plan';
import { deleteDocumentFiles, forgetOutboxMail, type ErasedFile } from './erasure-files';

const PAID_PAYMENT = ['paid', 'succeeded'];

/** What an erasure did: what it kept and why, the events of the documents it changed, the files to delete. */
export type Erasure = {
  kept: KeptItem[];
  events: DomainEvent[];
  files: ErasedFile[];
  /** Files a kept document uses: never deleted, even when an erased one shares them. */
  keptKeys: string[];
  /** The address the client had, for the mail outbox (D17); no longer in the database afterwards. */
  email: string | null;
  /** The client's WhatsApp numbers (E.164), for the sandbox outbox files (D143). */
  whatsapp: string[];
};

/**
 * Carries out an erasure (LGPD art. 18, VI; D79) as server/portal/erasure-plan.ts declares it: every
 * personal column of the client's rows is replaced, table by table, except in the rows the law requires the agency
 * to keep (signed contracts, signed documents with their evidence, paid charges, confirmed payments). Rows stay
 * (other records point at them); no status changes and nothing is inserted. Run it inside one transaction; then
 * delete the files (eraseClientFiles) and dispatch the events, which revalidate the public pages that showed the name.
 */
export async function eraseClientData(db: Db, clienteId: string): Promise<Erasure | null> {
  const [client] = await db
    .select({ id: clientes.id, email: clientes.email })
    .from(clientes)
    .where(eq(clientes.id, clienteId))
    .for('update');
  if (!client) return null;
  const at = clockNow();
  const email = client.email?.trim().toLowerCase() || null;
  const events: DomainEvent[] = [{ type: 'client.erased', clienteId }];

  // The document ids of the client, before any change: the e-mail log and the reminders point at them.
  const mine = {
    propostas: eq(propostas.clienteId, clienteId),
    contratos: eq(contratos.clienteId, clienteId),
    documentos: eq(signatureDocuments.clienteId, clienteId),
    cobrancas: eq(cobrancas.clienteId, clienteId),
    projetos: eq(projects.clienteId, clienteId),
  };
  const chargeRows = await db
    .select({ id: cobrancas.id, slug: cobrancas.slug, status: cobrancas.status })
    .from(cobrancas)
    .where(mine.cobrancas);
  const chargeIds = chargeRows.map((c) => c.id);
  const paymentsOfClient = chargeIds.length
    ? or(eq(pagamentos.clienteId, clienteId), inArray(pagamentos.cobrancaId, chargeIds))!
    : eq(pagamentos.clienteId, clienteId);
  const leadsOfClient = email
    ? or(eq(leads.clienteId, clienteId), sql`lower(${leads.email}) = ${email}`)!
    : eq(leads.clienteId, clienteId);
  const subjectIds = [
    clienteId,
    ...chargeIds,
    ...(await ids(db, propostas, mine.propostas)),
    ...(await ids(db, contratos, mine.contratos)),
    ...(await ids(db, signatureDocuments, mine.documentos)),
    ...(await ids(db, pagamentos, paymentsOfClient)),
    ...(await ids(db, projects, mine.projetos)),
    ...(await ids(db, leads, leadsOfClient)),
  ];

  await db
    .update(clientes)
    .set(erasedValues('clientes', { updatedAt: at }))
    .where(eq(clientes.id, clienteId));

  // Proposals: the acceptance evidence is not what the law keeps (the signed contract is).
  const proposals = await db
    .update(propostas)
    .set(erasedValues('propostas', { updatedAt: at }))
    .where(mine.propostas)
    .returning({ id: propostas.id, slug: propostas.slug });
  for (const p of proposals) events.push({ type: 'proposal.updated', proposalId: p.id, slug: p.slug, clienteId });

  const signedContract = or(sql`${contratos.assinadoEm} is not null`, eq(contratos.status, 'assinado'))!;
  const contracts = await db
    .update(contratos)
    .set(erasedValues('contratos', { updatedAt: at }))
    .where(and(mine.contratos, sql`not (${signedContract})`))
    .returning({ id: contratos.id, slug: contratos.slug });
  for (const c of contracts) events.push({ type: 'contract.updated', contractId: c.id, slug: c.slug, clienteId });

  const unsignedDocs = await db
    .update(signatureDocuments)
    .set(erasedValues('signature_documents', { updatedAt: at }))
    .where(and(mine.documentos, ne(signatureDocuments.status, 'signed')))
    .returning({
      id: signatureDocuments.id,
      contractId: signatureDocuments.contractId,
      fileKey: signatureDocuments.fileKey,
      pageCount: signatureDocuments.pageCount,
    });
  const unsignedIds = unsignedDocs.map((d) => d.id);
  if (unsignedIds.length) {
    await db
      .update(signatureFields)
      .set(erasedValues('signature_fields'))
      .where(inArray(signatureFields.documentId, unsignedIds));
    await db
      .update(signatureEvents)
      .set(erasedValues('signature_events'))
      .where(inArray(signatureEvents.documentId, unsignedIds));
    await db
      .update(signatureSigners)
      .set(erasedValues('signature_signers'))
      .where(inArray(signatureSigners.documentId, unsignedIds));
  }
  for (const d of unsignedDocs)
    events.push({ type: 'signature.updated', documentId: d.id, contractId: d.contractId, clienteId });
  const keptDocs = await db
    .select({ fileKey: signatureDocuments.fileKey, signedFileKey: signatureDocuments.signedFileKey })
    .from(signatureDocuments)
    .where(and(mine.documentos, eq(signatureDocuments.status, 'signed')));

  const charges = await db
    .update(cobrancas)
    .set(erasedValues('cobrancas', { updatedAt: at }))
    .where(and(mine.cobrancas, ne(cobrancas.status, 'pago')))
    .returning({ id: cobrancas.id, slug: cobrancas.slug });
  for (const c of charges) events.push({ type: 'charge.updated', chargeId: c.id, slug: c.slug, clienteId });

  await db
    .update(pagamentos)
    .set(erasedValues('pagamentos', { updatedAt: at }))
    .where(and(paymentsOfClient, notInArray(pagamentos.status, PAID_PAYMENT)));
  await db
    .update(projects)
    .set(erasedValues('projects', { updatedAt: at }))
    .where(mine.projetos);
  await db.update(leads).set(erasedValues('leads')).where(leadsOfClient);
  await db.update(timeline).set(erasedValues('timeline')).where(eq(timeline.clienteId, clienteId));
  // The e-mail log of the client's documents, and any mail to the client's address.
  const mailOfClient = email
    ? or(inArray(enviosEmail.assuntoId, subjectIds), sql`lower(${enviosEmail.para}) = ${email}`)!
    : inArray(enviosEmail.assuntoId, subjectIds);
  await db.update(enviosEmail).set(erasedValues('envios_email')).where(mailOfClient);
  if (chargeIds.length)
    await db
      .update(lembretesCobranca)
      .set(erasedValues('lembretes_cobranca'))
      .where(inArray(lembretesCobranca.cobrancaId, chargeIds));
  await db.delete(portalTokens).where(eq(portalTokens.clienteId, clienteId));
  await db.delete(portalSessions).where(eq(portalSessions.clienteId, clienteId));
  await db.delete(vinculosPorNome).where(eq(vinculosPorNome.clienteId, clienteId));
  // The WhatsApp messages (numbers, texts) and the consent row go; the timeline keeps its anonymised entries (D22).
  const whatsapp = await eraseWhatsAppData(db, clienteId);
  await db
    .update(solicitacoesLgpd)
    .set(erasedValues('solicitacoes_lgpd'))
    .where(eq(solicitacoesLgpd.clienteId, clienteId));

  const kept = keptList({
    contratos: await counted(db, contratos, and(mine.contratos, signedContract)!),
    signature_documents: keptDocs.length,
    cobrancas: chargeRows.filter((c) => c.status === 'pago').length,
    pagamentos: await counted(db, pagamentos, and(paymentsOfClient, inArray(pagamentos.status, PAID_PAYMENT))!),
  });
  return {
    kept,
    events,
    files: unsignedDocs.map(({ fileKey, pageCount }) => ({ fileKey, pageCount })),
    keptKeys: keptDocs.flatMap((d) => [d.fileKey, d.signedFileKey ?? '']).filter(Boolean),
    email,
    whatsapp,
  };
}

async function ids(
  db: Db,
  table:
    | typeof propostas
    | typeof contratos
    | typeof signatureDocuments
    | typeof pagamentos
    | typeof projects
    | typeof leads,
  where: SQL,
): Promise<string[]> {
  const rows = await db.select({ id: table.id }).from(table).where(where);
  return rows.map((r) => r.id);
}

async function counted(db: Db, table: typeof contratos | typeof pagamentos, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}

/** The files of an erasure: the documents' PDFs and page images, the outbox mails of the address, the WhatsApp sandbox's. */
export async function eraseClientFiles(erasure: Erasure): Promise<void> {
  await deleteDocumentFiles(erasure.files, new Set(erasure.keptKeys));
  await forgetOutboxMail(erasure.email);
  await forgetOutboxWhatsApp(erasure.whatsapp);
}

/** Staff "Executar eliminação" on /privacidade: the erasure and the request's completion in one transaction. */
export async function carryOutErasureRequest(db: Db, requestId: string, userId: string) {
  const [request] = await db.select().from(solicitacoesLgpd).where(eq(solicitacoesLgpd.id, requestId)).for('update');
  if (!request || request.tipo !== 'eliminacao' || request.status !== 'pendente') return null;
  const erasure = await eraseClientData(db, request.clienteId);
  if (!erasure) return null;
  await db
    .update(solicitacoesLgpd)
    .set({ status: 'concluida', concluidaEm: clockNow(), concluidaPor: userId, mantidos: erasure.kept })
    .where(eq(solicitacoesLgpd.id, requestId));
  return { id: requestId, erasure };
}
