import 'server-only';
import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Db } from '@/server/platform/db/client';
import { getStorage, newStorageKey } from '@/server/platform/storage';
import { insertSignatureDocuments, type SeedSignatureDocument } from './draft/create-signature-document';

const CLAUSES = [
  'CLÁUSULA 1ª - DO OBJETO: desenvolvimento de site institucional responsivo, conforme proposta aprovada.',
  'CLÁUSULA 2ª - DO PRAZO: entrega em até 15 dias úteis após o envio dos conteúdos pela CONTRATANTE.',
  'CLÁUSULA 3ª - DO VALOR: R$ 3.500,00, em duas parcelas iguais, na assinatura e na entrega.',
  'CLÁUSULA 4ª - DO SUPORTE: 12 meses de suporte técnico para correções, sem custo adicional.',
];

/** A two-page contract to look at in a fresh development database. */
async function demoPdf(title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 2; n++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(title, { x: 56, y: 770, size: 18, font: bold, color: rgb(0.1, 0.15, 0.35) });
    page.drawText(`Página ${n} de 2`, { x: 56, y: 748, size: 10, font, color: rgb(0.4, 0.4, 0.45) });
    CLAUSES.forEach((clause, i) => page.drawText(clause, { x: 56, y: 700 - i * 28, size: 9.5, font, maxWidth: 480 }));
    if (n === 2) {
      page.drawLine({ start: { x: 56, y: 150 }, end: { x: 260, y: 150 }, thickness: 0.8 });
      page.drawText('CONTRATANTE', { x: 56, y: 136, size: 9, font });
      page.drawLine({ start: { x: 330, y: 150 }, end: { x: 540, y: 150 }, thickness: 0.8 });
      page.drawText('CONTRATADA', { x: 330, y: 136, size: 9, font });
    }
  }
  return pdf.save();
}

/** A signature, a CPF and a date on the second page, in the editor's order. */
const DEMO_FIELDS = () => [
  {
    fieldType: 'signature',
    label: 'Assinatura',
    xPosition: 9.5,
    yPosition: 78,
    width: 15,
    height: 5,
    pageNumber: 2,
    createdAt: new Date(Date.now() - 2),
  },
  {
    fieldType: 'cpf',
    label: 'CPF',
    xPosition: 30,
    yPosition: 78,
    width: 15,
    height: 5,
    pageNumber: 2,
    createdAt: new Date(Date.now() - 1),
  },
  { fieldType: 'date', label: 'Data', xPosition: 56, yPosition: 78, width: 15, height: 5, pageNumber: 2 },
];

/** Demo data (D3): two drafts, one already with its signature fields. */
export async function seedDemoSignatures(db: Db, userId: string): Promise<void> {
  const docs = [
    { name: 'Contrato - Padaria Pão Dourado', recipientName: 'Padaria Pão Dourado', withFields: true },
    { name: 'Termo de aceite - Clínica Sorriso Feliz', recipientName: null, withFields: false },
  ];
  const rows: SeedSignatureDocument[] = [];
  for (const [i, doc] of docs.entries()) {
    const bytes = await demoPdf(doc.name);
    const fileKey = newStorageKey(userId, 'pdf').replace('.pdf', `-${i}.pdf`);
    await getStorage().put(fileKey, bytes, 'application/pdf');
    rows.push({
      userId,
      name: doc.name,
      originalFilename: `${doc.name}.pdf`,
      fileKey,
      fileSize: bytes.byteLength,
      pageCount: 2,
      originalSha256: createHash('sha256').update(bytes).digest('hex'),
      status: 'draft',
      recipientName: doc.recipientName,
      createdAt: new Date(Date.now() - (docs.length - i) * 86_400_000),
      fields: doc.withFields ? DEMO_FIELDS() : [],
    });
  }
  await insertSignatureDocuments(db, rows);
}
