import 'server-only';
import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { m } from '@/lib/messages';
import {
  MAX_DOCUMENT_NAME,
  MAX_UPLOAD_BYTES,
  PDF_MIME,
  defaultDocumentName,
  hasPdfHeader,
  hasPdfTrailer,
} from '@/lib/signatures/upload';
import type { Actor } from '@/lib/timeline/kinds';
import type { DomainEvent } from '@/server/events/types';
import { getDb, type Db } from '@/server/platform/db/client';
import { getStorage, newStorageKey } from '@/server/platform/storage';
import { createSignatureDocument } from './create-signature-document';

const t = m.signatures.upload;

export type UploadRefusal = { ok: false; status: number; title: string; description: string };
export type UploadResult =
  { ok: true; id: string; name: string; pageCount: number; events: DomainEvent[] } | UploadRefusal;

const refuse = (status: number, title: string, description: string): UploadRefusal => ({
  ok: false,
  status,
  title,
  description,
});
export const REFUSALS = {
  incomplete: () => refuse(400, t.incompleteTitle, t.incompleteText),
  type: () => refuse(415, t.typeTitle, t.typeText),
  size: () => refuse(413, t.sizeTitle, t.sizeText),
  failed: () => refuse(500, t.error, t.errorText),
};

/**
 * §5: the content decides, not the name or the MIME type: a PDF header, an end-of-file marker (a
 * truncated file has none), and pdf-lib must parse it into at least one page. Encrypted PDFs are
 * refused too: their pages could not be stamped when the document is signed.
 */
export async function inspectPdf(bytes: Uint8Array): Promise<{ pageCount: number } | null> {
  if (!hasPdfHeader(bytes) || !hasPdfTrailer(bytes)) return null;
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
    const pageCount = pdf.getPageCount();
    if (pageCount < 1) return null;
    for (const page of pdf.getPages()) {
      const { width, height } = page.getSize();
      if (!(width > 0 && height > 0)) return null;
    }
    return { pageCount };
  } catch {
    return null;
  }
}

/**
 * D27: checks the file, stores it at {userId}/{timestamp}.pdf, and makes the draft with its 'created' audit row in
 * one transaction (createSignatureDocument). A refused upload stores nothing; if the insert fails the stored file
 * is removed again. The caller dispatches the events once this has committed.
 */
export async function uploadSignatureDocument(input: {
  actor: Actor;
  userId: string;
  file: { name: string; bytes: Uint8Array } | null;
  name: string | null;
  ip: string | null;
  userAgent: string | null;
}): Promise<UploadResult> {
  const { file } = input;
  const name = (input.name ?? '').trim() || (file ? defaultDocumentName(file.name) : '');
  if (!file || file.bytes.byteLength === 0 || !name) return REFUSALS.incomplete();
  if (file.bytes.byteLength > MAX_UPLOAD_BYTES) return REFUSALS.size();
  if (name.length > MAX_DOCUMENT_NAME) return refuse(400, t.incompleteTitle, t.nameTooLong);
  const pdf = await inspectPdf(file.bytes);
  if (!pdf) return REFUSALS.type();

  const originalFilename = file.name.replace(/[\u0000-\u001f\u007f/\\]/g, '').slice(0, 255) || `${name}.pdf`;
  const { userId } = input;
  const key = newStorageKey(userId, 'pdf');
  const storage = getStorage();
  await storage.put(key, file.bytes, PDF_MIME);
  try {
    const db = await getDb();
    const { row, events } = await db.transaction((tx) =>
      createSignatureDocument(
        tx as unknown as Db,
        input.actor,
        {
          userId,
          name,
          originalFilename,
          fileKey: key,
          fileSize: file.bytes.byteLength,
          pageCount: pdf.pageCount,
          originalSha256: createHash('sha256').update(file.bytes).digest('hex'),
        },
        { ip: input.ip, userAgent: input.userAgent },
      ),
    );
    return { ok: true, id: row.id, name, pageCount: pdf.pageCount, events };
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
}
