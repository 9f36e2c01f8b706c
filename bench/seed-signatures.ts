/**
 * Bench signature documents (D26): one small real PDF in storage shared by every row (the list
 * never reads the file), statuses spread like a busy month, a few fields on each draft.
 * Used by bench/seed.ts's DOMAINS.
 */
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { Db } from '@/server/platform/db/client';
import { insertSignatureDocuments } from '@/server/signatures/draft/create-signature-document';
import { getStorage } from '@/server/platform/storage';
import type { Random } from './lib/random';

const DAY = 86_400_000;
const NAMES = [
  'Contrato de prestação de serviços',
  'Aditivo contratual',
  'Termo de aceite do projeto',
  'Acordo de confidencialidade',
  'Proposta comercial assinada',
] as const;
const STATUSES = ['draft', 'draft', 'sent', 'signed', 'signed', 'signed', 'expired', 'cancelled'] as const;

const DRAFT_FIELDS = [
  { fieldType: 'signature', label: 'Assinatura', xPosition: 10, yPosition: 80, width: 15, height: 5, pageNumber: 2 },
  { fieldType: 'date', label: 'Data', xPosition: 60, yPosition: 80, width: 15, height: 5, pageNumber: 2 },
];

type Ctx = {
  db: Db;
  random: Random;
  staffUserId: string;
  now: number;
  ids: Record<string, string[]>;
  clientNames: string[];
};

export async function seedSignatureDocuments(ctx: Ctx, target: number): Promise<number> {
  const { random, now } = ctx;
  const pdf = await PDFDocument.create();
  pdf.addPage([595, 842]);
  pdf.addPage([595, 842]);
  const bytes = await pdf.save({ useObjectStreams: false });
  const fileKey = `${ctx.staffUserId}/bench.pdf`;
  await getStorage().put(fileKey, bytes, 'application/pdf');
  const sha = createHash('sha256').update(bytes).digest('hex');

  const rows = Array.from({ length: target }, (_, i) => {
    const status = random.pick(STATUSES);
    const cliente = ctx.clientNames.length ? random.pick(ctx.clientNames) : `Cliente ${i + 1}`;
    const name = `${random.pick(NAMES)} - ${cliente}`;
    const hasRecipient = status !== 'draft';
    const recipientName = hasRecipient ? cliente : null;
    const recipientEmail = hasRecipient ? `assinante${i + 1}@bench.agencia.test` : null;
    const originalFilename = `${name}.pdf`;
    return {
      userId: ctx.staffUserId,
      name,
      originalFilename,
      fileKey,
      fileSize: bytes.byteLength,
      pageCount: 2,
      originalSha256: sha,
      status,
      recipientName,
      recipientEmail,
      createdAt: new Date(now - random.int(0, 365) * DAY - random.int(0, DAY - 1)),
      // A few fields on each draft, as the field editor leaves them.
      fields: status === 'draft' ? DRAFT_FIELDS : [],
    };
  });
  const written = await insertSignatureDocuments(ctx.db, rows);
  ctx.ids.signatureDocuments = written.slice(0, 20).map((r) => r.id);
  return written.length;
}
