import 'server-only';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { zipSync, strToU8 } from 'fflate';
import { now as clockNow } from '@/lib/clock';
import { customPlanLines } from '@/lib/pipeline/payment-plan';
import { coerceConteudo } from '@/lib/proposals/content';
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
  signatureEvents,
  signatureFields,
  solicitacoesLgpd,
  timeline,
} from '@/server/platform/db/schema';
import { renderChargePdf } from '@/server/platform/pdf/charge-pdf';
import { renderContractPdfById } from '@/server/platform/pdf/contract-pdf';
import { renderProposalPdf } from '@/server/platform/pdf/proposal-pdf';
import { receiptFilename, renderReceiptPdf } from '@/server/platform/pdf/receipt-pdf';
import { getStorage } from '@/server/platform/storage';

/** Every record the agency holds about one client, table by table (LGPD art. 18, II and V). */
export async function collectClientRecords(db: Db, clienteId: string) {
  const [cliente] = await db.select().from(clientes).where(eq(clientes.id, clienteId));
  if (!cliente) return null;
  const documentos = await db.select().from(signatureDocuments).where(eq(signatureDocuments.clienteId, clienteId));
  const docIds = documentos.map((d) => d.id);
  const cobrancasRows = await db.select().from(cobrancas).where(eq(cobrancas.clienteId, clienteId));
  const chargeIds = cobrancasRows.map((c) => c.id);
  const email = cliente.email?.trim().toLowerCase();
  return {
    cliente: (({ busca: _busca, ...rest }) => rest)(cliente),
    propostas: await db.select().from(propostas).where(eq(propostas.clienteId, clienteId)),
    contratos: await db.select().from(contratos).where(eq(contratos.clienteId, clienteId)),
    documentosAssinatura: documentos.map(({ tokenHash: _hash, ...rest }) => rest),
    camposAssinatura: docIds.length
      ? await db.select().from(signatureFields).where(inArray(signatureFields.documentId, docIds))
      : [],
    eventosAssinatura: docIds.length
      ? await db.select().from(signatureEvents).where(inArray(signatureEvents.documentId, docIds))
      : [],
    cobrancas: cobrancasRows,
    pagamentos: await db
      .select()
      .from(pagamentos)
      .where(
        chargeIds.length
          ? or(eq(pagamentos.clienteId, clienteId), inArray(pagamentos.cobrancaId, chargeIds))
          : eq(pagamentos.clienteId, clienteId),
      ),
    projetos: await db.select().from(projects).where(eq(projects.clienteId, clienteId)),
    // Contact-form messages: converted into this client, or sent from the client's e-mail.
    mensagensContato: await db
      .select()
      .from(leads)
      .where(
        email
          ? or(eq(leads.clienteId, clienteId), sql`lower(${leads.email}) = ${email}`)
          : eq(leads.clienteId, clienteId),
      ),
    historico: await db.select().from(timeline).where(eq(timeline.clienteId, clienteId)),
    sessoesPortal: await db
      .select({
        id: portalSessions.id,
        createdAt: portalSessions.createdAt,
        ultimoUso: portalSessions.ultimoUso,
        ip: portalSessions.ip,
        userAgent: portalSessions.userAgent,
      })
      .from(portalSessions)
      .where(eq(portalSessions.clienteId, clienteId)),
    solicitacoesLgpd: await db.select().from(solicitacoesLgpd).where(eq(solicitacoesLgpd.clienteId, clienteId)),
  };
}
export type ClientRecords = NonNullable<Awaited<ReturnType<typeof collectClientRecords>>>;

const safeName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .slice(0, 60);

/**
 * "Baixar meus dados" (D79): a ZIP with `dados.json` (every record above) and the PDFs of the
 * client's documents: proposals, contracts, signed documents, charges and receipts. The download is recorded as
 * a completed 'exportacao' request.
 */
export async function buildClientExport(db: Db, clienteId: string): Promise<Uint8Array | null> {
  const records = await collectClientRecords(db, clienteId);
  if (!records) return null;
  const files: Record<string, Uint8Array> = {};
  for (const p of records.propostas) {
    files[`propostas/proposta-${safeName(p.slug)}.pdf`] = await renderProposalPdf({
      id: p.id,
      nome: p.nome,
      cliente: p.cliente,
      status: p.status,
      slug: p.slug,
      conteudo: coerceConteudo(p.conteudo),
      aceitaEm: p.aceitaEm?.toISOString() ?? null,
      aceitaPorNome: p.aceitaPorNome,
      dataCriacao: p.dataCriacao.toISOString(),
      aceiteHash: p.aceiteHash,
      validaAte: p.validaAte,
      pagamento: customPlanLines(p.planoPagamento),
    });
  }
  for (const c of records.contratos) {
    const rendered = await renderContractPdfById(c.id, db);
    if (rendered) files[`contratos/${rendered.filename}`] = rendered.pdf;
  }
  for (const d of records.documentosAssinatura) {
    const key = d.signedFileKey ?? d.fileKey;
    const bytes = await getStorage()
      .get(key)
      .catch(() => null);
    if (bytes)
      files[`documentos/${safeName(d.name)}-${d.id.slice(0, 8)}${d.signedFileKey ? '-assinado' : ''}.pdf`] = bytes;
  }
  for (const c of records.cobrancas) {
    files[`cobrancas/cobranca-${safeName(c.numeroCobranca)}.pdf`] = await renderChargePdf(c);
    if (c.status === 'pago') files[`recibos/${receiptFilename(c)}`] = await renderReceiptPdf(c);
  }
  const at = clockNow();
  await db.insert(solicitacoesLgpd).values({
    clienteId,
    tipo: 'exportacao',
    status: 'concluida',
    clienteNome: records.cliente.nome,
    concluidaEm: at,
    createdAt: at,
  });
  files['dados.json'] = strToU8(JSON.stringify({ geradoEm: at.toISOString(), ...records }, null, 2));
  return zipSync(files, { level: 6 });
}
