'use server';

import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { m } from '@/lib/messages';
import { isEditable } from '@/lib/signatures/status';
import { ZSaveSignatureFields } from '@/lib/validation/signature-fields';
import { ActionError, staffAction } from '@/server/platform/action';
import { signatureDocuments, signatureFields } from '@/server/platform/db/schema';
import { getStorage } from '@/server/platform/storage';
import { recordSignatureEvent, requestOrigin } from './events';
import { getSignatureDocument, listSignatureFields } from './queries';

const s = m.signatures;

/**
 * Opens a document in the viewer or the field editor (document 001 §2.4, §7): fresh signed URLs
 * (3600 s; the download one carries the original file name) and the document's fields.
 */
export const openSignatureDocument = staffAction(
  {
    name: 'signatures.open',
    role: 'member',
    schema: z.object({ id: z.uuid(m.common.invalidData) }),
    errorMessage: s.viewer.loadError,
    transaction: false,
  },
  async ({ id }) => {
    const doc = await getSignatureDocument(id);
    if (!doc) throw new ActionError(s.viewer.loadError);
    const storage = getStorage();
    const [viewUrl, downloadUrl, fields] = await Promise.all([
      storage.signedUrl(doc.fileKey),
      storage.signedUrl(doc.fileKey, { downloadName: doc.originalFilename }),
      listSignatureFields(id),
    ]);
    const { fileKey: _key, ...document } = doc;
    return { document, viewUrl, downloadUrl, fields };
  },
);

/**
 * "Salvar Campos" (§4, §7): deletes every field of the document and inserts the full list, in one
 * transaction with its 'fields_saved' audit row. Drafts only (§2.4: Editar on draft rows).
 */
export const saveSignatureFields = staffAction(
  {
    name: 'signatures.saveFields',
    role: 'member',
    schema: ZSaveSignatureFields,
    errorMessage: s.editor.errorText,
    revalidate: ['/assinaturas'],
  },
  async ({ documentId, fields }, { user, db }) => {
    const [doc] = await db
      .select({ status: signatureDocuments.status, pageCount: signatureDocuments.pageCount })
      .from(signatureDocuments)
      .where(eq(signatureDocuments.id, documentId))
      .for('update');
    if (!doc) throw new ActionError(s.editor.errorText);
    if (!isEditable(doc.status)) throw new ActionError(s.transition);
    if (fields.some((f) => f.pageNumber > doc.pageCount)) throw new ActionError(s.editor.invalidPage);

    await db.delete(signatureFields).where(eq(signatureFields.documentId, documentId));
    // One statement gives every row the transaction's now(): spread created_at by a millisecond so that
    // "ordered by created_at" (§7) keeps the editor's order.
    const base = Date.now();
    if (fields.length) {
      await db.insert(signatureFields).values(
        fields.map((f, i) => ({
          documentId,
          fieldType: f.fieldType,
          label: f.label,
          xPosition: f.xPosition,
          yPosition: f.yPosition,
          width: f.width,
          height: f.height,
          pageNumber: f.pageNumber,
          isRequired: f.isRequired,
          placeholder: f.placeholder || null,
          createdAt: new Date(base + i),
        })),
      );
    }
    await db.update(signatureDocuments).set({ updatedAt: new Date() }).where(eq(signatureDocuments.id, documentId));
    const origin = await requestOrigin();
    await recordSignatureEvent(db, {
      documentId,
      event: 'fields_saved',
      actor: 'staff',
      actorUserId: user.id,
      ip: origin.ip,
      userAgent: origin.userAgent,
      detail: { count: fields.length },
    });
    return { count: fields.length };
  },
);
