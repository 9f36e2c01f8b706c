/**
 * Bench signing links (D13, D155): one sent document, with one signer whose /assinar token the benchmark knows, and one
 * signed document, sealed for real, for /verificacao/{codigo}. Used by bench/seed.ts's DOMAINS.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { linkExpiresAt } from '@/lib/signatures/expiry';
import { hashToken, newSigningToken, sha256Hex } from '@/lib/signatures/token';
import { newVerificationCode } from '@/lib/signatures/verification';
import type { Db } from '@/server/platform/db/client';
import { insertSignatureDocuments } from '@/server/signatures/draft/create-signature-document';
import { eq } from 'drizzle-orm';
import { signatureDocuments, signatureSigners } from '@/server/platform/db/schema';
import { sealSignerRound } from '@/server/signatures/seal/seal-round';
import { getStorage } from '@/server/platform/storage';

type Ctx = { db: Db; staffUserId: string; now: number; ids: Record<string, string[]> };

async function contractPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const n of [1, 2, 3]) {
    const page = doc.addPage([595.28, 841.89]);
    page.drawText(`Contrato de prestacao de servicos - pagina ${n}`, { x: 56, y: 780, size: 16, font });
    for (let line = 0; line < 30; line++)
      page.drawText(`Clausula ${n}.${line + 1}: texto do contrato para leitura do signatario.`, {
        x: 56,
        y: 740 - line * 20,
        size: 10,
        font,
      });
  }
  return doc.save();
}

export async function seedSigningLinks(ctx: Ctx, target: number): Promise<number> {
  const bytes = await contractPdf();
  const fileKey = `${ctx.staffUserId}/bench-signing.pdf`;
  await getStorage().put(fileKey, bytes, 'application/pdf');
  const now = new Date(ctx.now);
  const base = (name: string, recipientName: string, recipientEmail: string) => ({
    userId: ctx.staffUserId,
    name,
    originalFilename: 'contrato.pdf',
    fileKey,
    fileSize: bytes.byteLength,
    pageCount: 3,
    originalSha256: sha256Hex(bytes),
    recipientName,
    recipientEmail,
    sentAt: now,
    tokenExpiresAt: linkExpiresAt(now, 365),
  });
  const fields = [
    {
      fieldType: 'signature',
      label: 'Assinatura',
      xPosition: 10,
      yPosition: 80,
      width: 35,
      height: 8,
      pageNumber: 3,
    },
    { fieldType: 'cpf', label: 'CPF', xPosition: 55, yPosition: 80, width: 25, height: 5, pageNumber: 3 },
    { fieldType: 'date', label: 'Data', xPosition: 55, yPosition: 87, width: 20, height: 5, pageNumber: 3 },
  ];

  const token = newSigningToken();
  const code = newVerificationCode();
  const [, signed] = await insertSignatureDocuments(ctx.db, [
    {
      ...base('Contrato de prestação de serviços - Bench', 'Joana Conceição', 'joana@bench.agencia.test'),
      status: 'sent',
      signers: [
        {
          name: 'Joana Conceição',
          email: 'joana@bench.agencia.test',
          status: 'invited',
          tokenHash: hashToken(token),
          tokenExpiresAt: linkExpiresAt(now, 365),
          invitedAt: now,
        },
      ],
      fields,
    },
    {
      ...base('Termo de aceite - Bench', 'Carlos Lima', 'carlos@bench.agencia.test'),
      status: 'signed',
      signers: [
        {
          name: 'Carlos Lima',
          email: 'carlos@bench.agencia.test',
          status: 'signed',
          invitedAt: now,
          viewedAt: now,
          signedAt: now,
          ip: '203.0.113.10',
          userAgent: 'Mozilla/5.0 (bench)',
        },
      ],
      viewedAt: now,
      signedAt: now,
      signerIp: '203.0.113.10',
      signerUserAgent: 'Mozilla/5.0 (bench)',
      verificationCode: code,
      fields: fields.map((f) => ({
        ...f,
        value: f.fieldType === 'signature' ? 'Carlos Lima' : f.fieldType === 'cpf' ? '529.982.247-25' : '01/03/2026',
      })),
    },
  ]);
  // Sealed as the last signer's round is (D120, D121): the stamped values and the certificate page.
  const [doc] = await ctx.db.select().from(signatureDocuments).where(eq(signatureDocuments.id, signed.id));
  const [signer] = await ctx.db.select().from(signatureSigners).where(eq(signatureSigners.documentId, signed.id));
  await sealSignerRound(ctx.db, doc, signer, { verificationCode: code }, now);

  ctx.ids.signingTokens = [token];
  ctx.ids.verificationCodes = [code];
  return Math.min(target, 2);
}
