import 'server-only';
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { SignPdf } from '@signpdf/signpdf';
import { P12Signer } from '@signpdf/signer-p12';
import { PDFDocument } from 'pdf-lib';
import { sha256Hex } from '@/lib/signatures/token';
import { type CertificateData, renderCertificate } from './certificate';
import type { P12Config } from './p12';
import { stampFields, type StampField } from './stamp';

export type SealInput = {
  original: Uint8Array;
  fields: readonly StampField[];
  certificate: Omit<CertificateData, 'stampedSha256' | 'originalPageCount' | 'hasDigitalSignature'>;
  p12?: P12Config | null;
};

export type SealResult = { bytes: Uint8Array; sha256: string; stampedSha256: string; pageCount: number };

const LOAD = { updateMetadata: false } as const;

/**
 * Seals a signed document, purely on bytes (D30): the values stamped at their places, then
 * the certificate page, then (with a PKCS#12 configured) a PDF digital signature over everything,
 * last (STACK-NOTES 16). Metadata dates are the signing time, so the same input gives the same
 * bytes without a digital signature.
 */
export async function sealPdf({ original, fields, certificate, p12 }: SealInput): Promise<SealResult> {
  const stampedDoc = await PDFDocument.load(original, LOAD);
  const originalPageCount = stampedDoc.getPageCount();
  await stampFields(stampedDoc, fields);
  stampedDoc.setModificationDate(certificate.signedAt);
  const stamped = await stampedDoc.save({ useObjectStreams: false });
  const stampedSha256 = sha256Hex(stamped);

  const doc = await PDFDocument.load(stamped, LOAD);
  const cert = await PDFDocument.load(
    await renderCertificate({ ...certificate, originalPageCount, stampedSha256, hasDigitalSignature: Boolean(p12) }),
    LOAD,
  );
  for (const page of await doc.copyPages(cert, cert.getPageIndices())) doc.addPage(page);
  doc.setModificationDate(certificate.signedAt);

  let bytes: Uint8Array;
  if (p12) {
    pdflibAddPlaceholder({
      pdfDoc: doc,
      reason: `Assinatura eletrônica de ${certificate.signerName} — ${certificate.verificationCode}`,
      contactInfo: certificate.signerEmail,
      name: certificate.agencyName,
      location: 'Brasil',
      signingTime: certificate.signedAt,
      appName: certificate.agencyName,
    });
    const unsigned = await doc.save({ useObjectStreams: false });
    bytes = new Uint8Array(
      await new SignPdf().sign(
        unsigned,
        new P12Signer(p12.bytes, { passphrase: p12.passphrase }),
        certificate.signedAt,
      ),
    );
  } else {
    bytes = await doc.save({ useObjectStreams: false });
  }
  return { bytes, sha256: sha256Hex(bytes), stampedSha256, pageCount: doc.getPageCount() };
}
