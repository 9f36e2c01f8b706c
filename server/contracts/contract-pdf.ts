import 'server-only';
import { eq } from 'drizzle-orm';
import { drawAgencyLetterhead } from '@/server/agency/pdf-letterhead';
import { getAgency } from '@/server/agency/profile';
import { htmlToBlocks } from '@/lib/contracts/blocks';
import { safeContractContent } from '@/lib/contracts/content';
import type { ContractContent } from '@/lib/contracts/fields';
import { fillTemplate } from '@/lib/contracts/render';
import { contractStatusStyle } from '@/lib/contracts/status';
import { formatDate, formatDateTime } from '@/lib/format';
import { type Db, getDb } from '@/server/platform/db/client';
import { contratos } from '@/server/platform/db/schema';
import { MUTED, PdfWriter } from '@/server/platform/pdf/document';

/** What the PDF needs of a contract (the public read gives exactly this). */
export type ContractForPdf = {
  nome: string;
  cliente: string;
  status: string;
  versao: number;
  updatedAt: string;
  assinadoEm?: string | null;
  conteudo: ContractContent;
};

/**
 * "Baixar PDF" of a contract (D13): its text with the fields filled, empty ones as blank lines. Stable
 * API: the e-signature flow (D13) prints the document to be signed with it.
 */
export async function renderContractPdf(contract: ContractForPdf): Promise<Uint8Array> {
  const agency = await getAgency();
  const pdf = await PdfWriter.create(contract.nome, `${agency.name} · ${contract.nome} · v${contract.versao}`);
  await drawAgencyLetterhead(pdf, agency);
  const content = safeContractContent(contract.conteudo);
  const blocks = htmlToBlocks(fillTemplate(content.template, content.fields, 'final'));
  const meta = [
    `Cliente: ${contract.cliente}`,
    `Versão ${contract.versao}`,
    `Atualizado em ${formatDate(contract.updatedAt)}`,
  ];
  if (contract.assinadoEm)
    meta.push(`${contractStatusStyle('assinado').label} em ${formatDateTime(contract.assinadoEm)}`);
  // A document without its own title gets the contract's name on top.
  if (blocks[0]?.kind !== 'h1') {
    pdf.text(contract.nome, { size: 15, bold: true, gap: 4 });
    pdf.text(meta.join(' · '), { size: 8.5, color: MUTED, gap: 10 });
  }
  for (const [i, block] of blocks.entries()) {
    if (block.kind === 'h1') {
      pdf.text(block.text, { size: 15, bold: true, gap: 4 });
      if (i === 0) pdf.text(meta.join(' · '), { size: 8.5, color: MUTED, gap: 10 });
    } else if (block.kind === 'h2') pdf.heading(block.text);
    else if (block.kind === 'h3') pdf.text(block.text, { bold: true, gap: 3 });
    else if (block.kind === 'li') pdf.bullet(block.text);
    else if (block.kind === 'hr') pdf.rule();
    else pdf.text(block.text, { gap: 6 });
  }
  return pdf.save();
}

/**
 * The PDF of the contract with this id, or null. No session check (the staff route and the signing flow
 * check their caller first); pass a transaction handle when inside one.
 */
export async function renderContractPdfById(
  id: string,
  db?: Db,
): Promise<{ pdf: Uint8Array; filename: string; slug: string } | null> {
  const handle = db ?? (await getDb());
  const [row] = await handle
    .select({
      nome: contratos.nome,
      cliente: contratos.cliente,
      status: contratos.status,
      versao: contratos.versao,
      updatedAt: contratos.updatedAt,
      assinadoEm: contratos.assinadoEm,
      conteudo: contratos.conteudo,
      slug: contratos.slug,
    })
    .from(contratos)
    .where(eq(contratos.id, id));
  if (!row) return null;
  const pdf = await renderContractPdf({
    ...row,
    updatedAt: row.updatedAt.toISOString(),
    assinadoEm: row.assinadoEm?.toISOString() ?? null,
    conteudo: safeContractContent(row.conteudo),
  });
  return { pdf, filename: pdfFilename(row.slug), slug: row.slug };
}

export const pdfFilename = (slug: string) => `contrato-${slug}.pdf`;
