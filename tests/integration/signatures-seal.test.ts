import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@/lib/signatures/token';
import { p12FromEnv } from '@/server/signatures/p12';
import { sealPdf, type SealInput } from '@/server/signatures/seal';
import { loadPdfjs, pdfPageTexts } from '../support/signature-pdf-text';
import { samplePdf, selfSignedP12, SIGNATURE_PNG } from '../support/pdf-fixtures';

const signedAt = new Date('2026-05-04T15:30:12Z');

async function input(overrides: Partial<SealInput> = {}): Promise<SealInput> {
  const original = await samplePdf(2);
  return {
    original,
    fields: [
      {
        fieldType: 'signature',
        value: SIGNATURE_PNG,
        xPosition: 10,
        yPosition: 70,
        width: 30,
        height: 8,
        pageNumber: 1,
      },
      {
        fieldType: 'text',
        value: 'Rua das Acácias, 120 — São Paulo',
        xPosition: 10,
        yPosition: 20,
        width: 60,
        height: 5,
        pageNumber: 1,
      },
      { fieldType: 'date', value: '04/05/2026', xPosition: 60, yPosition: 80, width: 20, height: 5, pageNumber: 1 },
      { fieldType: 'cpf', value: '529.982.247-25', xPosition: 10, yPosition: 30, width: 30, height: 5, pageNumber: 2 },
      {
        fieldType: 'signature',
        value: 'Joana Conceição',
        xPosition: 50,
        yPosition: 50,
        width: 35,
        height: 8,
        pageNumber: 2,
      },
      { fieldType: 'phone', value: null, xPosition: 10, yPosition: 40, width: 20, height: 5, pageNumber: 2 },
    ],
    certificate: {
      agencyName: 'Agência Digital',
      documentName: 'Contrato de Prestação de Serviços',
      signerName: 'Joana Conceição',
      signerEmail: 'joana@exemplo.com.br',
      signerCpf: '529.982.247-25',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (teste)',
      sentAt: new Date('2026-05-01T12:00:00Z'),
      viewedAt: new Date('2026-05-04T15:20:00Z'),
      signedAt,
      originalSha256: sha256Hex(original),
      verificationCode: 'K7QF-3MZP-8WXA',
      verificationUrl: 'http://localhost:3000/verificacao/K7QF-3MZP-8WXA',
    },
    ...overrides,
  };
}

function imageCount(doc: PDFDocument, pageIndex: number): number {
  const resources = doc.getPage(pageIndex).node.Resources();
  const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return xobjects ? xobjects.keys().length : 0;
}

describe('sealing a signed document (D30)', () => {
  it('stamps every value, appends one certificate page, and opens with pdf-lib', async () => {
    const data = await input();
    const sealed = await sealPdf(data);
    const doc = await PDFDocument.load(sealed.bytes);
    expect(doc.getPageCount()).toBe(3);
    expect(sealed.pageCount).toBe(3);
    expect(sealed.sha256).toBe(sha256Hex(sealed.bytes));
    expect(imageCount(doc, 0)).toBe(1); // the drawn signature
    const [page1, page2, certificate] = await pdfPageTexts(sealed.bytes);
    expect(page1).toContain('Rua das Acácias, 120 — São Paulo');
    expect(page1).toContain('04/05/2026');
    expect(page2).toContain('529.982.247-25');
    expect(page2).toContain('Joana Conceição');
    expect(certificate).toContain('Certificado de assinatura eletrônica');
    for (const text of [
      'Contrato de Prestação de Serviços',
      'joana@exemplo.com.br',
      '203.0.113.7',
      'Mozilla/5.0 (teste)',
      data.certificate.originalSha256,
      sealed.stampedSha256,
      'K7QF-3MZP-8WXA',
      data.certificate.verificationUrl,
    ]) {
      expect(certificate.replace(/\s+/g, ' ')).toContain(text);
    }
    expect(certificate).toContain('04/05/2026 12:30:12'); // São Paulo time
    expect(certificate).toContain('01/05/2026 09:00:00');
  });

  it('gives the same bytes for the same input (metadata fixed, fonts named)', async () => {
    const data = await input();
    const a = await sealPdf(data);
    const b = await sealPdf(data);
    expect(b.sha256).toBe(a.sha256);
  });

  it('keeps an upright stamp on a page turned 90°', async () => {
    const sealed = await sealPdf(await input());
    const doc = await PDFDocument.load(sealed.bytes);
    expect(doc.getPage(1).getRotation().angle).toBe(90);
    const pdfjs = await loadPdfjs();
    const task = pdfjs.getDocument({ data: new Uint8Array(sealed.bytes) });
    const pdf = await task.promise;
    const page = await pdf.getPage(2);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const cpf = content.items.find((item) => 'str' in item && item.str.includes('529.982.247-25'));
    expect(cpf).toBeDefined();
    // In the displayed page (841.89 wide), the CPF sits near 10 % from the left and 30 % from the top.
    const [px, py] = (cpf as { transform: number[] }).transform.slice(4);
    const [a, b, c, d, e, f] = viewport.transform;
    const x = a * px + c * py + e;
    const y = b * px + d * py + f;
    expect(x / viewport.width).toBeGreaterThan(0.09);
    expect(x / viewport.width).toBeLessThan(0.13);
    expect(y / viewport.height).toBeGreaterThan(0.3);
    expect(y / viewport.height).toBeLessThan(0.36);
    await task.destroy();
  });

  it('applies a PDF digital signature last when a PKCS#12 is configured', async () => {
    const sealed = await sealPdf(await input({ p12: { bytes: selfSignedP12('segredo'), passphrase: 'segredo' } }));
    const text = Buffer.from(sealed.bytes).toString('latin1');
    expect(text).toContain('/ByteRange');
    expect(text).toContain('/adbe.pkcs7.detached');
    const range = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(text)!;
    // The signature covers the whole file: its second range ends at the last byte.
    expect(Number(range[3]) + Number(range[4])).toBe(sealed.bytes.length);
    const doc = await PDFDocument.load(sealed.bytes);
    expect(doc.getPageCount()).toBe(3);
  });

  it('reads the PKCS#12 from SIGNATURE_P12_BASE64 (or a path) and its password; none means no digital signature', () => {
    expect(p12FromEnv({})).toBeNull();
    const bytes = selfSignedP12('x');
    const config = p12FromEnv({
      SIGNATURE_P12_BASE64: Buffer.from(bytes).toString('base64'),
      SIGNATURE_P12_PASSWORD: 'x',
    });
    expect(config?.passphrase).toBe('x');
    expect(Buffer.from(config!.bytes).equals(Buffer.from(bytes))).toBe(true);
  });
});
