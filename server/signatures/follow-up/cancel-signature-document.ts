import 'server-only';
import { eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import { canTransition } from '@/lib/signatures/transitions';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments } from '@/server/platform/db/schema';
import { auditActor, recordEvent } from '../audit';
import { lockDocument } from '../signer-rows';

/**
 * Staff "Cancelar envio": sent → cancelled (D28), with its audit row; the link then shows the cancelled page and a
 * cancelled document can no longer be signed. Any other status is refused, changing nothing.
 */
export async function cancelDocument(
  db: Db,
  actor: Actor,
  id: string,
  now: Date = new Date(),
): Promise<Written<{ id: string }>> {
  const doc = await lockDocument(db, id);
  if (!doc) throw new ActionError(m.signatures.cancel.errorText);
  if (!canTransition(doc.status, 'cancelled')) throw new ActionError(m.signatures.transition);
  await db
    .update(signatureDocuments)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(eq(signatureDocuments.id, id));
  await recordEvent(db, id, 'cancelled', auditActor(actor), undefined, now);
  return {
    row: { id },
    events: [{ type: 'signature.cancelled', documentId: id, contractId: doc.contractId, clienteId: doc.clienteId }],
  };
}
