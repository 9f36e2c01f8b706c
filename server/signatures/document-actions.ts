'use server';

import { z } from 'zod';
import { m } from '@/lib/messages';
import { ZSaveSignatureFields } from '@/lib/validation/signature-fields';
import { ActionError, staffAction } from '@/server/action';
import { getStorage } from '@/server/platform/storage';
import { requestOrigin } from './request-origin';
import { saveSignatureFields as saveFields } from './draft/save-signature-fields';
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

/** "Salvar Campos" (§4, §7): the full list replaces the document's fields, in one transaction. */
export const saveSignatureFields = staffAction(
  { name: 'signatures.saveFields', role: 'member', schema: ZSaveSignatureFields, errorMessage: s.editor.errorText },
  async (input, { db, actor, emit }) => {
    const { row, events } = await saveFields(db, actor, input, await requestOrigin());
    emit(events);
    return row;
  },
);
