import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getAgency } from '@/server/agency/profile';
import { sha256Hex } from '@/lib/signatures/token';
import { verificationPath } from '@/lib/signatures/verification';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { getStorage, StorageNotFoundError } from '@/server/platform/storage';
import { p12FromEnv } from './p12';
import { sealPdf } from './seal';

/** Where a document's sealed file lives: one key per document, so a re-run overwrites, never adds. */
export function signedFileKey(documentId: string): string {
  return `signed/${documentId}.pdf`;
}

/** The sealed file's name when downloaded. */
export function signedDownloadName(documentName: string): string {
  return `${documentName} - assinado.pdf`;
}

export type SealedFile = { key: string; sha256: string; resealed: boolean };

/**
 * The sealing job (D30), re-runnable: a document whose sealed file is stored and still has
 * its recorded hash is left as it is. Otherwise the file is made from the stored values and signer data
 * (the same bytes again when no PKCS#12 is configured), stored, and its key and hash recorded.
 * Expects the values, signer data and verification code to be written already.
 */
export async function sealSignedDocument(db: Db, documentId: string): Promise<SealedFile> {
  const [doc] = await db.select().from(signatureDocuments).where(eq(signatureDocuments.id, documentId));
  if (!doc) throw new Error(`signature document ${documentId} not found`);
  if (!doc.signedAt || !doc.verificationCode || !doc.sentAt || !doc.recipientEmail)
    throw new Error(`signature document ${documentId} is not ready to seal`);
  const storage = getStorage();

  if (doc.signedFileKey && doc.signedSha256) {
    try {
      const stored = await storage.get(doc.signedFileKey);
      if (sha256Hex(stored) === doc.signedSha256)
        return { key: doc.signedFileKey, sha256: doc.signedSha256, resealed: false };
    } catch (error) {
      if (!(error instanceof StorageNotFoundError)) throw error;
    }
  }

  const fields = await db
    .select()
    .from(signatureFields)
    .where(eq(signatureFields.documentId, documentId))
    .orderBy(asc(signatureFields.createdAt));
  const original = await storage.get(doc.fileKey);
  const sealed = await sealPdf({
    original,
    fields,
    certificate: {
      agencyName: (await getAgency()).name,
      documentName: doc.name,
      signerName: doc.recipientName ?? doc.recipientEmail,
      signerEmail: doc.recipientEmail,
      signerCpf: doc.recipientCpf,
      ip: doc.signerIp ?? '-',
      userAgent: doc.signerUserAgent ?? '-',
      sentAt: doc.sentAt,
      viewedAt: doc.viewedAt,
      signedAt: doc.signedAt,
      originalSha256: doc.originalSha256,
      verificationCode: doc.verificationCode,
      verificationUrl: `${env.appUrl}${verificationPath(doc.verificationCode)}`,
    },
    p12: p12FromEnv(),
  });
  const key = signedFileKey(documentId);
  await storage.put(key, sealed.bytes, 'application/pdf');
  await db
    .update(signatureDocuments)
    .set({ signedFileKey: key, signedSha256: sealed.sha256 })
    .where(eq(signatureDocuments.id, documentId));
  return { key, sha256: sealed.sha256, resealed: true };
}
