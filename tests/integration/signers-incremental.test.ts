import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, rgb } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { appendUpdate } from '@/server/signatures/seal/incremental-pdf';
import { samplePdf, selfSignedP12 } from '../support/pdf-fixtures';

/** D120: each round is an incremental update; the earlier bytes (and signatures) stay as they were. */
describe('incremental updates with a signature per round', () => {
  it('keeps each earlier signature intact and the last one covers the whole file (pdfsig)', async () => {
    const p12 = { bytes: selfSignedP12('segredo'), passphrase: 'segredo' };
    let file = await samplePdf(2);
    const rounds: Uint8Array[] = [];
    for (let i = 1; i <= 3; i++) {
      const before = file;
      file = await appendUpdate(
        file,
        async (doc) => {
          doc.getPages()[0].drawRectangle({ x: 40 * i, y: 100, width: 30, height: 10, color: rgb(0, 0, 0.5) });
          if (i === 3) doc.addPage([595.28, 841.89]).drawText('Certificado', { x: 50, y: 780, size: 12 });
        },
        {
          p12,
          fieldName: `Assinatura ${i}`,
          reason: `Signatário ${i}`,
          contactInfo: `s${i}@exemplo.com`,
          name: 'Agência',
          signingTime: new Date(),
        },
      );
      expect(Buffer.from(file.subarray(0, before.length)).equals(Buffer.from(before))).toBe(true);
      rounds.push(file);
    }
    expect((await PDFDocument.load(file)).getPageCount()).toBe(3);
    const dir = mkdtempSync(path.join(tmpdir(), 'pdfsig-'));
    const out = path.join(dir, 'final.pdf');
    writeFileSync(out, file);
    const run = spawnSync('pdfsig', [out], { encoding: 'utf8' });
    expect(run.stderr).not.toMatch(/Error/);
    const report = run.stdout;
    expect(report.match(/Signature #\d/g)).toHaveLength(3);
    expect(report.match(/Signature Validation: Signature is Valid\./g)).toHaveLength(3);
    expect(report.match(/Total document signed/g)).toHaveLength(1);
  });
});
