import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { m } from '@/lib/messages';
import { isEditable } from '@/lib/signatures/status';
import type { Actor } from '@/lib/timeline/kinds';
import type { ZSaveSignatureFields } from '@/lib/validation/signature-fields';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureFields } from '@/server/platform/db/schema';
import { auditActor, recordEvent, type Origin } from '../audit';
import { lockDocument } from '../signer-rows';

const s = m.signatures;

/**
 * "Salvar Campos" (document 001 §4, §7): every field of the document deleted and the full list inserted, with its
 * 'fields_saved' audit row (who, from where). Drafts only (§2.4: Editar on draft rows); a field past the last page
 * is refused.
 */
export async function saveSignatureFields(
  db: Db,
  actor: Actor,
  input: z.output<typeof ZSaveSignatureFields>,
  origin: Partial<Origin> = {},
): Promise<Written<{ count: number }>> {
  const { documentId, fields } = input;
  const doc = await lockDocument(db, documentId);
  if (!doc) throw new ActionError(s.editor.errorText);
  if (!isEditable(doc.status)) throw new ActionError(s.transition);
  if (fields.some((f) => f.pageNumber > doc.pageCount)) throw new ActionError(s.editor.invalidPage);

  await db.delete(signatureFields).where(eq(signatureFields.documentId, documentId));
  // One statement gives every row the transaction's now(): spread created_at by a millisecond so that "ordered by
  // created_at" (§7) keeps the editor's order.
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
  await recordEvent(db, documentId, 'fields_saved', auditActor(actor, origin), { count: fields.length });
  return {
    row: { count: fields.length },
    events: [{ type: 'signature.updated', documentId, contractId: doc.contractId, clienteId: doc.clienteId }],
  };
}
