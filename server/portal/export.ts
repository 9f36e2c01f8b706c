import 'server-only';
import { inArray } from 'drizzle-orm';
import { zipSync, strToU8 } from 'fflate';
import { now as clockNow } from '@/lib/clock';
import { paymentText } from '@/lib/proposals/payment-text';
import { readChangedParts } from '@/lib/proposals/versions';
import { coerceConteudo } from '@/lib/proposals/content';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, propostas, signatureDocuments, solicitacoesLgpd } from '@/server/platform/db/schema';
import { collectClientRecords } from './export-records';
import { renderChargePdf } from '@/server/charges/charge-pdf';
import { refundedOf } from '@/server/charges/public';
import { renderContractPdfById } from '@/server/contracts/contract-pdf';
import { renderProposalPdf } from '@/server/proposals/proposal-pdf';
import { loadProposalWording } from '@/server/proposals/wording';
import { receiptFilename, renderReceiptPdf } from '@/server/charges/receipt-pdf';
import { getStorage } from '@/server/platform/storage';

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
  // The PDFs are rendered from the full rows, as the public pages render them; the JSON above holds fewer fields.
  const proposalIds = records.propostas.map((p) => p.id);
  const wording = await loadProposalWording(db);
  for (const p of proposalIds.length
    ? await db.select().from(propostas).where(inArray(propostas.id, proposalIds))
    : []) {
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
      versao: p.versao,
      versaoEm: p.versaoEm?.toISOString() ?? null,
      versaoMudancas: readChangedParts(p.versaoMudancas),
      aceitaVersao: p.aceitaVersao,
      pagamento: paymentText(wording, p.planoPagamento),
      beneficios: wording.beneficios,
    });
  }
  for (const c of records.contratos) {
    const rendered = await renderContractPdfById(c.id, db);
    if (rendered) files[`contratos/${rendered.filename}`] = rendered.pdf;
  }
  const documentIds = records.documentosAssinatura.map((d) => d.id);
  const documentFiles = documentIds.length
    ? await db
        .select({
          id: signatureDocuments.id,
          name: signatureDocuments.name,
          fileKey: signatureDocuments.fileKey,
          signedFileKey: signatureDocuments.signedFileKey,
        })
        .from(signatureDocuments)
        .where(inArray(signatureDocuments.id, documentIds))
    : [];
  for (const d of documentFiles) {
    const key = d.signedFileKey ?? d.fileKey;
    const bytes = await getStorage()
      .get(key)
      .catch(() => null);
    if (bytes)
      files[`documentos/${safeName(d.name)}-${d.id.slice(0, 8)}${d.signedFileKey ? '-assinado' : ''}.pdf`] = bytes;
  }
  const chargeIds = records.cobrancas.map((c) => c.id);
  for (const c of chargeIds.length ? await db.select().from(cobrancas).where(inArray(cobrancas.id, chargeIds)) : []) {
    files[`cobrancas/cobranca-${safeName(c.numeroCobranca)}.pdf`] = await renderChargePdf(c);
    if (c.status === 'pago')
      files[`recibos/${receiptFilename(c)}`] = await renderReceiptPdf(c, await refundedOf(c.id, db), db);
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
