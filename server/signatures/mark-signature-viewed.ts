import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments } from '@/server/platform/db/schema';
import { auditActor, recordEvent } from './audit';

/**
 * The first opening of a sent document's link (D31): viewedAt and a 'viewed' audit row with the recipient's
 * address and browser. Only the first counts, and only while the link is open for signing: the conditional update
 * makes a second opening, or one of a closed document, a no-op that answers null.
 */
export async function markSignatureViewed(
  db: Db,
  actor: Actor,
  input: ({ tokenHash: string } | { documentId: string }) & { ip: string; userAgent: string; at?: Date },
): Promise<Written<{ id: string }> | null> {
  const at = input.at ?? new Date();
  const which =
    'tokenHash' in input
      ? eq(signatureDocuments.tokenHash, input.tokenHash)
      : eq(signatureDocuments.id, input.documentId);
  const [row] = await db
    .update(signatureDocuments)
    .set({ viewedAt: at })
    .where(and(which, eq(signatureDocuments.status, 'sent'), isNull(signatureDocuments.viewedAt)))
    .returning({
      id: signatureDocuments.id,
      contractId: signatureDocuments.contractId,
      clienteId: signatureDocuments.clienteId,
    });
  if (!row) return null;
  await recordEvent(db, row.id, 'viewed', auditActor(actor, input), undefined, at);
  return {
    row: { id: row.id },
    events: [{ type: 'signature.viewed', documentId: row.id, contractId: row.contractId, clienteId: row.clienteId }],
  };
}
