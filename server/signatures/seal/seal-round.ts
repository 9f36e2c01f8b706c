import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { sha256Hex } from '@/lib/signatures/token';
import { verificationPath } from '@/lib/signatures/verification';
import { getAgency } from '@/server/agency/profile';
import type { Db } from '@/server/platform/db/client';
import {
  signatureDocuments,
  signatureFields,
  signatureSigners,
  type SignatureDocument,
  type SignatureSigner,
} from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { getStorage } from '@/server/platform/storage';
import { appendUpdate } from './incremental-pdf';
import { p12FromEnv } from './p12';
import { signersOf } from '../signer-rows';
import { renderSignersCertificate } from './signers-certificate';
import { stampFields } from './stamp';

/** The sealed file's name when downloaded. */
export function signedDownloadName(documentName: string): string {
  return `${documentName} - assinado.pdf`;
}

/** Each round's file: one key per round, so that every intermediate file stays as it was signed. */
export function roundFileKey(documentId: string, round: number): string {
  return `signed/${documentId}/rodada-${round}.pdf`;
}

const LOAD = { updateMetadata: false } as const;

/**
 * One signer's round of sealing (D120): the previous round's file (the original for the first) gets an incremental
 * update with this signer's values stamped and, with a PKCS#12 configured, a PDF signature over the whole file. The
 * last required signer's round also appends the certificate page listing every signer (D121), so the final file's
 * last signature covers everything and the earlier ones stay intact. Runs in the signing transaction.
 */
export async function sealSignerRound(
  db: Db,
  doc: SignatureDocument,
  signer: SignatureSigner,
  final: { verificationCode: string } | null,
  now: Date,
): Promise<{ key: string; sha256: string }> {
  const storage = getStorage();
  const previous = doc.signedFileKey ? await storage.get(doc.signedFileKey) : await storage.get(doc.fileKey);
  const fields = await db
    .select()
    .from(signatureFields)
    .where(and(eq(signatureFields.documentId, doc.id), eq(signatureFields.signerId, signer.id)))
    .orderBy(asc(signatureFields.createdAt));
  const agency = await getAgency();
  const p12 = p12FromEnv();
  const originalPageCount = (await PDFDocument.load(await storage.get(doc.fileKey), LOAD)).getPageCount();
  const signers = final ? await signersOf(db, doc.id) : [];

  const bytes = await appendUpdate(
    previous,
    async (pdf) => {
      await stampFields(pdf, fields);
      if (!final) return;
      const certificate = await renderSignersCertificate({
        agencyName: agency.name,
        documentName: doc.name,
        originalPageCount,
        sentAt: doc.sentAt ?? now,
        signers: signers.filter((s) => s.status !== 'cancelled'),
        originalSha256: doc.originalSha256,
        stampedSha256: sha256Hex(previous),
        verificationCode: final.verificationCode,
        verificationUrl: `${env.appUrl}${verificationPath(final.verificationCode)}`,
        hasDigitalSignature: Boolean(p12),
      });
      const cert = await PDFDocument.load(certificate, LOAD);
      for (const page of await pdf.copyPages(cert, cert.getPageIndices())) pdf.addPage(page);
    },
    p12
      ? {
          p12,
          fieldName: `Assinatura ${signer.position} - ${signer.id.slice(0, 8)}`,
          reason: `Assinatura eletrônica de ${signer.name} (${signer.role})`,
          contactInfo: signer.email,
          name: agency.name,
          signingTime: now,
        }
      : null,
  );
  const round = (await signersOf(db, doc.id)).filter((s) => s.status === 'signed').length;
  const key = roundFileKey(doc.id, round);
  const sha256 = sha256Hex(bytes);
  await storage.put(key, bytes, 'application/pdf');
  await db.update(signatureSigners).set({ roundSha256: sha256 }).where(eq(signatureSigners.id, signer.id));
  await db
    .update(signatureDocuments)
    .set({ signedFileKey: key, signedSha256: sha256 })
    .where(eq(signatureDocuments.id, doc.id));
  return { key, sha256 };
}
