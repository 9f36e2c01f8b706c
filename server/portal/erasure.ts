import 'server-only';
import { and, eq, inArray, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { now as clockNow } from '@/lib/clock';
import { ANON_NAME, ANON_TEXT, anonEmail, keptList, type KeptItem } from '@/lib/portal/erasure';
import type { Db } from '@/server/platform/db/client';
import {
  clientes,
  cobrancas,
  contratos,
  leads,
  pagamentos,
  portalSessions,
  portalTokens,
  projects,
  propostas,
  signatureDocuments,
  signatureEvents,
  signatureFields,
  solicitacoesLgpd,
  timeline,
} from '@/server/platform/db/schema';

const PAID_PAYMENT = ['paid', 'succeeded'];

/**
 * Carries out an erasure (LGPD art. 18, VI; issue 21 item 5): the client's personal data is anonymised in every
 * table, except what the law requires the agency to keep (lib/portal/erasure.ts, KEPT_REASONS): signed contracts,
 * signed documents with their evidence, paid charges and confirmed payments. Rows stay (other records point at
 * them); their personal fields do not. Answers what was kept and why. Run it inside one transaction.
 */
export async function eraseClientData(db: Db, clienteId: string): Promise<KeptItem[] | null> {
  const [client] = await db
    .select({ id: clientes.id, email: clientes.email })
    .from(clientes)
    .where(eq(clientes.id, clienteId))
    .for('update');
  if (!client) return null;
  const at = clockNow();
  const email = client.email?.trim().toLowerCase();

  await db
    .update(clientes)
    .set({
      nome: ANON_NAME,
      email: null,
      telefone: null,
      documento: null,
      endereco: null,
      observacoes: null,
      busca: '',
      updatedAt: at,
    })
    .where(eq(clientes.id, clienteId));

  // Proposals: the acceptance evidence is not what the law keeps (the signed contract is).
  await db
    .update(propostas)
    .set({
      cliente: ANON_NAME,
      aceitaPorNome: null,
      aceitaPorEmail: null,
      aceitaPorIp: null,
      busca: sql`lower(${propostas.nome})`,
      updatedAt: at,
    })
    .where(eq(propostas.clienteId, clienteId));

  const signedContract = or(sql`${contratos.assinadoEm} is not null`, eq(contratos.status, 'assinado'));
  const unsignedContracts = await db
    .select({ id: contratos.id, conteudo: contratos.conteudo })
    .from(contratos)
    .where(and(eq(contratos.clienteId, clienteId), isNull(contratos.assinadoEm), ne(contratos.status, 'assinado')));
  for (const c of unsignedContracts) {
    const fields = (c.conteudo?.fields ?? []).map((f) => ({ ...f, value: f.value ? ANON_TEXT : f.value }));
    await db
      .update(contratos)
      .set({
        cliente: ANON_NAME,
        conteudo: { ...c.conteudo, fields },
        busca: sql`lower(${contratos.nome})`,
        updatedAt: at,
      })
      .where(eq(contratos.id, c.id));
  }
  const [keptContracts] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contratos)
    .where(and(eq(contratos.clienteId, clienteId), signedContract));

  const unsignedDocs = (
    await db
      .select({ id: signatureDocuments.id })
      .from(signatureDocuments)
      .where(and(eq(signatureDocuments.clienteId, clienteId), ne(signatureDocuments.status, 'signed')))
  ).map((d) => d.id);
  if (unsignedDocs.length) {
    await db
      .update(signatureDocuments)
      .set({
        recipientName: null,
        recipientEmail: null,
        recipientCpf: null,
        signerIp: null,
        signerUserAgent: null,
        tokenHash: null,
        busca: sql`lower(${signatureDocuments.name})`,
        updatedAt: at,
      })
      .where(inArray(signatureDocuments.id, unsignedDocs));
    await db.update(signatureFields).set({ value: null }).where(inArray(signatureFields.documentId, unsignedDocs));
    await db
      .update(signatureEvents)
      .set({ ip: null, userAgent: null, detail: null })
      .where(inArray(signatureEvents.documentId, unsignedDocs));
  }
  const [keptDocs] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(signatureDocuments)
    .where(and(eq(signatureDocuments.clienteId, clienteId), eq(signatureDocuments.status, 'signed')));

  await db
    .update(cobrancas)
    .set({ cliente: ANON_NAME, busca: sql`lower(${cobrancas.titulo})`, updatedAt: at })
    .where(and(eq(cobrancas.clienteId, clienteId), ne(cobrancas.status, 'pago')));
  const [keptCharges] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cobrancas)
    .where(and(eq(cobrancas.clienteId, clienteId), eq(cobrancas.status, 'pago')));

  const chargeIds = (
    await db.select({ id: cobrancas.id }).from(cobrancas).where(eq(cobrancas.clienteId, clienteId))
  ).map((c) => c.id);
  const ofClient = chargeIds.length
    ? or(eq(pagamentos.clienteId, clienteId), inArray(pagamentos.cobrancaId, chargeIds))
    : eq(pagamentos.clienteId, clienteId);
  const unpaid = await db
    .select({ id: pagamentos.id })
    .from(pagamentos)
    .where(and(ofClient, notInArray(pagamentos.status, PAID_PAYMENT)));
  for (const p of unpaid)
    await db
      .update(pagamentos)
      .set({ nome: ANON_NAME, email: anonEmail(p.id), busca: '', updatedAt: at })
      .where(eq(pagamentos.id, p.id));
  const [keptPayments] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pagamentos)
    .where(and(ofClient, inArray(pagamentos.status, PAID_PAYMENT)));

  await db.update(projects).set({ clientName: ANON_NAME, updatedAt: at }).where(eq(projects.clienteId, clienteId));

  const clientLeads = await db
    .select({ id: leads.id })
    .from(leads)
    .where(
      email
        ? or(eq(leads.clienteId, clienteId), sql`lower(${leads.email}) = ${email}`)
        : eq(leads.clienteId, clienteId),
    );
  for (const l of clientLeads) {
    await db
      .update(leads)
      .set({ name: ANON_NAME, email: anonEmail(l.id), phone: null, subject: ANON_TEXT, message: ANON_TEXT })
      .where(eq(leads.id, l.id));
  }

  // Timeline payloads can carry names and e-mails; the entries themselves (what happened, when) stay.
  await db
    .update(timeline)
    .set({
      dados: {},
      atorNome: sql`case when ${timeline.atorTipo} = 'cliente' then null else ${timeline.atorNome} end`,
    })
    .where(eq(timeline.clienteId, clienteId));
  await db.delete(portalTokens).where(eq(portalTokens.clienteId, clienteId));
  await db.delete(portalSessions).where(eq(portalSessions.clienteId, clienteId));
  await db.update(solicitacoesLgpd).set({ clienteNome: ANON_NAME }).where(eq(solicitacoesLgpd.clienteId, clienteId));

  return keptList({
    contratos: keptContracts.n,
    signature_documents: keptDocs.n,
    cobrancas: keptCharges.n,
    pagamentos: keptPayments.n,
  });
}

/** Staff "Executar eliminação" on /privacidade: the erasure and the request's completion in one transaction. */
export async function carryOutErasureRequest(db: Db, requestId: string, userId: string) {
  const [request] = await db.select().from(solicitacoesLgpd).where(eq(solicitacoesLgpd.id, requestId)).for('update');
  if (!request || request.tipo !== 'eliminacao' || request.status !== 'pendente') return null;
  const kept = await eraseClientData(db, request.clienteId);
  if (!kept) return null;
  await db
    .update(solicitacoesLgpd)
    .set({ status: 'concluida', concluidaEm: clockNow(), concluidaPor: userId, mantidos: kept })
    .where(eq(solicitacoesLgpd.id, requestId));
  return { id: requestId, kept };
}
