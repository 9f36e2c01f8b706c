/**
 * Bench signature documents (issue 8): one small real PDF in storage shared by every row (the list
 * never reads the file), statuses spread like a busy month, a few fields on each draft.
 * Used by bench/seed.ts's DOMAINS.
 */
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { documentSearchText } from '@/lib/signatures/search';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields } from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import type { Random } from './lib/random';

const DAY = 86_400_000;
const BATCH = 500;
const NAMES = [
  'Contrato de prestação de serviços',
  'Aditivo contratual',
  'Termo de aceite do projeto',
  'Acordo de confidencialidade',
  'Proposta comercial assinada',
] as const;
const STATUSES = ['draft', 'draft', 'sent', 'signed', 'signed', 'signed', 'expired', 'cancelled'] as const;

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
      busca: documentSearchText({ name, originalFilename, recipientName, recipientEmail }),
      createdAt: new Date(now - random.int(0, 365) * DAY - random.int(0, DAY - 1)),
    };
  });
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = await ctx.db
      .insert(signatureDocuments)
      .values(rows.slice(i, i + BATCH))
      .returning({ id: signatureDocuments.id, status: signatureDocuments.status });
    ids.push(...inserted.map((r) => r.id));
    const drafts = inserted.filter((r) => r.status === 'draft');
    if (drafts.length) {
      await ctx.db.insert(signatureFields).values(
        drafts.flatMap((d) => [
          {
            documentId: d.id,
            fieldType: 'signature',
            label: 'Assinatura',
            xPosition: 10,
            yPosition: 80,
            width: 15,
            height: 5,
            pageNumber: 2,
          },
          {
            documentId: d.id,
            fieldType: 'date',
            label: 'Data',
            xPosition: 60,
            yPosition: 80,
            width: 15,
            height: 5,
            pageNumber: 2,
          },
        ]),
      );
    }
  }
  ctx.ids.signatureDocuments = ids.slice(0, 20);
  return ids.length;
}
