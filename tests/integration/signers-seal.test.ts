import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '@/lib/signatures/token';
import { staffActor, type Actor } from '@/lib/timeline/kinds';
import type { TSigner } from '@/lib/validation/signers';
import { getDb, type Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields, signatureSigners } from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import { confirmSignerCode } from '@/server/signatures/sign/confirm-signer-code';
import { sendSignerCode } from '@/server/signatures/sign/send-signer-code';
import { sendToSigners } from '@/server/signatures/send/send-to-signers';
import { setSignatureSigners } from '@/server/signatures/draft/set-signature-signers';
import { signAsSigner } from '@/server/signatures/sign/sign-as-signer';
import { hashSignerCode } from '@/server/signatures/signer-rows';
import { loadPdfjs, pdfPageTexts } from '../support/signature-pdf-text';
import { samplePdf, selfSignedP12, SIGNATURE_PNG } from '../support/pdf-fixtures';
import { signInAsNewStaff } from '../support/staff';

/**
 * D120, D121: a three-signer document sealed round by round, checked by an independent verifier (poppler's pdfsig):
 * three signatures, each intact, the last over the whole file; the certificate page lists the signers in order.
 */
const marker = `ss${randomUUID().slice(0, 8)}`;
let staff: Awaited<ReturnType<typeof signInAsNewStaff>>;
let actor: Actor;

beforeAll(async () => {
  staff = await signInAsNewStaff();
  actor = staffActor({ id: staff.id, name: 'Equipe Teste' });
  process.env.SIGNATURE_P12_BASE64 = Buffer.from(selfSignedP12('segredo')).toString('base64');
  process.env.SIGNATURE_P12_PASSWORD = 'segredo';
});
afterAll(async () => {
  delete process.env.SIGNATURE_P12_BASE64;
  delete process.env.SIGNATURE_P12_PASSWORD;
  await (await getDb()).delete(signatureDocuments).where(like(signatureDocuments.busca, `%${marker}%`));
  await staff.cleanup();
});

const tx = async <T>(write: (db: Db) => Promise<T>): Promise<T> =>
  (await getDb()).transaction((t) => write(t as unknown as Db));

const person = (n: number, role: TSigner['role'], cpf: string | null = null): TSigner => ({
  name: `Signatário ${n}`,
  email: `s${n}.${marker}@exemplo.com.br`,
  cpf,
  phone: null,
  role,
  userId: null,
});

describe('sealing a three-signer document (D120)', () => {
  it('leaves three intact signatures, the last over the whole file, and a certificate listing each signer', async () => {
    const original = await samplePdf(2);
    const key = `${marker}/${randomUUID()}.pdf`;
    await getStorage().put(key, original, 'application/pdf');
    const [doc] = await (
      await getDb()
    )
      .insert(signatureDocuments)
      .values({
        name: `Contrato ${marker}`,
        originalFilename: 'contrato.pdf',
        fileKey: key,
        fileSize: original.length,
        pageCount: 2,
        originalSha256: sha256Hex(original),
        busca: marker,
      })
      .returning({ id: signatureDocuments.id });
    const signers = [person(1, 'parte', '529.982.247-25'), person(2, 'parte'), person(3, 'testemunha')];
    await tx((db) => setSignatureSigners(db, actor, { id: doc.id, mode: 'sequential', signers }));
    await tx((db) => sendToSigners(db, actor, { id: doc.id }));

    for (let position = 1; position <= 3; position++) {
      const [signer] = await (
        await getDb()
      )
        .select()
        .from(signatureSigners)
        .where(eq(signatureSigners.documentId, doc.id))
        .orderBy(asc(signatureSigners.position))
        .offset(position - 1)
        .limit(1);
      await tx((db) => sendSignerCode(db, signer.id));
      await (
        await getDb()
      )
        .update(signatureSigners)
        .set({ codeHash: hashSignerCode(signer.id, '654321') })
        .where(eq(signatureSigners.id, signer.id));
      const origin = { ip: `203.0.113.${position}`, userAgent: `Navegador ${position}` };
      await tx((db) => confirmSignerCode(db, { signerId: signer.id, code: '654321', ...origin }));
      const fields = await (
        await getDb()
      )
        .select({ id: signatureFields.id })
        .from(signatureFields)
        .where(eq(signatureFields.signerId, signer.id));
      const values = Object.fromEntries(fields.map((f) => [f.id, SIGNATURE_PNG]));
      await tx((db) => signAsSigner(db, { tipo: 'cliente' }, { signerId: signer.id, values, ...origin }));
    }

    const [sealed] = await (await getDb()).select().from(signatureDocuments).where(eq(signatureDocuments.id, doc.id));
    expect(sealed.status).toBe('signed');
    const bytes = await getStorage().get(sealed.signedFileKey!);
    expect(sha256Hex(bytes)).toBe(sealed.signedSha256);
    // The first round's file is the start of the final one, byte for byte (incremental updates).
    const round1 = await getStorage().get(`signed/${doc.id}/rodada-1.pdf`);
    expect(Buffer.from(bytes.subarray(0, round1.length)).equals(Buffer.from(round1))).toBe(true);

    const file = path.join(mkdtempSync(path.join(tmpdir(), 'pdfsig-')), 'final.pdf');
    writeFileSync(file, bytes);
    const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stderr).not.toMatch(/Error/);
    const report = run.stdout;
    expect(report.match(/^Signature #\d+:/gm)).toHaveLength(3);
    expect(report.match(/Signature Validation: Signature is Valid\./g)).toHaveLength(3);
    // Only the last signature covers the whole document; the earlier ones cover their round, still valid.
    expect(report.match(/Total document signed/g)).toHaveLength(1);
    const last = report.split(/^Signature #3:/m)[1];
    expect(last).toContain('Total document signed');
    const lastRange = /Signed Ranges: \[0 - (\d+)\], \[(\d+) - (\d+)\]/.exec(last)!;
    expect(Number(lastRange[3])).toBe(bytes.length);

    await loadPdfjs();
    const texts = await pdfPageTexts(bytes);
    // The two original pages, then the certificate (one page or more with three signers).
    expect(texts.length).toBeGreaterThanOrEqual(3);
    const certificate = texts.slice(2).join(' ');
    const at = (name: string) => certificate.indexOf(name);
    expect(at('Signatário 1')).toBeGreaterThan(-1);
    expect(at('Signatário 1')).toBeLessThan(at('Signatário 2'));
    expect(at('Signatário 2')).toBeLessThan(at('Signatário 3'));
    // Masked as the public page is (D168): the full CPF and addresses stay in the audit trail.
    for (const text of ['***.982.247-**', '203.0.113.***', 'Testemunha', 'E-mail', sealed.originalSha256])
      expect(certificate).toContain(text);
    for (const text of ['529.982.247-25', '203.0.113.1']) expect(certificate).not.toContain(text);
    expect(certificate).toContain(sealed.verificationCode!);
  }, 120_000);
});
