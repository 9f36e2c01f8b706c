import { randomUUID } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { hashToken, newSigningToken, sha256Hex } from '@/lib/signatures/token';
import { getDb } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields, signatureSigners } from '@/server/platform/db/schema';
import { signSignatureDocument } from '@/server/signatures/signing-actions';
import { getStorage } from '@/server/platform/storage';
import { samplePdf } from '../support/pdf-fixtures';
import { honestPng, makePng, pngDataUrl } from '../support/png-fixtures';
import { resetRequest } from '../support/request-context';

/** D41: a drawn signature that makes pdf-lib allocate a gigabyte inside the signing transaction. */
const marker = `png${randomUUID().slice(0, 8)}`;
const img = m.signatures.signatureImage;

async function sentDocument(): Promise<{ token: string; fieldId: string; docId: string }> {
  const db = await getDb();
  const pdf = await samplePdf(1, `Contrato ${marker}`);
  const key = `${marker}/${randomUUID()}.pdf`;
  await getStorage().put(key, pdf, 'application/pdf');
  const token = newSigningToken();
  const [doc] = await db
    .insert(signatureDocuments)
    .values({
      name: `Contrato ${marker}`,
      originalFilename: 'contrato.pdf',
      fileKey: key,
      fileSize: pdf.length,
      originalSha256: sha256Hex(pdf),
      status: 'sent',
      sentAt: new Date(),
      tokenExpiresAt: new Date(Date.now() + 86_400_000),
      recipientName: 'Joana',
      recipientEmail: `joana.${marker}@exemplo.com.br`,
      busca: marker,
    })
    .returning({ id: signatureDocuments.id });
  // A document sent before codes (require_code false, D118): its one signer signs by the link alone.
  const [signer] = await db
    .insert(signatureSigners)
    .values({
      documentId: doc.id,
      position: 1,
      name: 'Joana',
      email: `joana.${marker}@exemplo.com.br`,
      status: 'invited',
      tokenHash: hashToken(token),
      tokenExpiresAt: new Date(Date.now() + 86_400_000),
      invitedAt: new Date(),
    })
    .returning({ id: signatureSigners.id });
  const [field] = await db
    .insert(signatureFields)
    .values({
      signerId: signer.id,
      documentId: doc.id,
      fieldType: 'signature',
      label: 'Assinatura',
      xPosition: 10,
      yPosition: 10,
      width: 30,
      height: 8,
      pageNumber: 1,
      isRequired: true,
    })
    .returning({ id: signatureFields.id });
  return { token, fieldId: field.id, docId: doc.id };
}

const sign = (token: string, fieldId: string, value: string) =>
  signSignatureDocument({ token, values: { [fieldId]: value }, consent: true });

beforeAll(async () => {
  resetRequest('198.51.100.77');
  // Warm up the action's modules and the database so the timing below measures the check alone.
  await sign('b'.repeat(43), randomUUID(), 'Joana');
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(signatureDocuments).where(like(signatureDocuments.busca, `%${marker}%`));
});

describe('PNG bomb in a drawn signature (D41)', () => {
  it('refuses a tiny PNG declaring 8000×8000 in under 100 ms without an allocation spike', async () => {
    const { token, fieldId, docId } = await sentDocument();
    const bomb = pngDataUrl(makePng({ width: 8000, height: 8000 }));
    expect(bomb.length).toBeLessThan(1000);
    // The best of three calls: a refusal is a refusal every time, and the best one is the code's own time,
    // not the scheduling noise of a loaded machine (the integration runs share two cores with another run).
    const rss = process.memoryUsage().rss;
    let elapsed = Infinity;
    let result = await sign(token, fieldId, bomb);
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      result = await sign(token, fieldId, bomb);
      elapsed = Math.min(elapsed, performance.now() - started);
    }
    const growth = process.memoryUsage().rss - rss;
    expect(result).toMatchObject({ ok: false });
    expect(result.ok ? '' : result.error).toContain('grande demais');
    expect(elapsed).toBeLessThan(100);
    expect(growth).toBeLessThan(50 * 1024 * 1024);
    const db = await getDb();
    const [doc] = await db
      .select({ status: signatureDocuments.status })
      .from(signatureDocuments)
      .where(eq(signatureDocuments.id, docId));
    expect(doc.status).toBe('sent');
  });

  it('refuses an honest header whose image data inflates past it (zlib bomb), leaving the link open', async () => {
    const { token, fieldId, docId } = await sentDocument();
    const zbomb = pngDataUrl(makePng({ width: 100, height: 100, idat: deflateSync(Buffer.alloc(20_000_000)) }));
    expect(await sign(token, fieldId, zbomb)).toEqual({ ok: false, error: img.invalid });
    const db = await getDb();
    const [doc] = await db
      .select({ status: signatureDocuments.status })
      .from(signatureDocuments)
      .where(eq(signatureDocuments.id, docId));
    expect(doc.status).toBe('sent');
  });

  it('refuses other image types and 16-bit or interlaced PNGs with a clear message', async () => {
    const { token, fieldId } = await sentDocument();
    expect(await sign(token, fieldId, 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==')).toMatchObject({
      ok: false,
      error: img.invalid,
    });
    expect(await sign(token, fieldId, pngDataUrl(makePng({ width: 50, height: 20, bitDepth: 16 })))).toMatchObject({
      ok: false,
      error: img.invalid,
    });
    expect(await sign(token, fieldId, pngDataUrl(makePng({ width: 50, height: 20, interlace: 1 })))).toMatchObject({
      ok: false,
      error: img.invalid,
    });
  });

  it('still signs with a real canvas-sized drawing', async () => {
    const { token, fieldId } = await sentDocument();
    expect(await sign(token, fieldId, pngDataUrl(honestPng(1200, 400)))).toMatchObject({ ok: true });
  });
});
