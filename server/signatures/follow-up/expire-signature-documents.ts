import 'server-only';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureEvents } from '@/server/platform/db/schema';
import { mirrorSignatureEvent } from '@/server/timeline/signature-mirror';

/**
 * Expiry (D28): sent documents whose link time is over become "expired", each with its audit row, in one statement
 * plus one insert. Run when a link is opened, when staff list, and on time by the follow-up job (D64); the
 * conditional update makes a second run, or a race between them, a no-op. With `documentId`, that one only.
 * Always the system's doing: no person expires a link.
 */
export async function expireSignatureDocuments(
  db: Db,
  input: { at?: Date; documentId?: string } = {},
): Promise<Written<string[]>> {
  const now = input.at ?? new Date();
  const expired = await db
    .update(signatureDocuments)
    .set({ status: 'expired', expiredAt: now, updatedAt: now })
    .where(
      and(
        eq(signatureDocuments.status, 'sent'),
        lte(signatureDocuments.tokenExpiresAt, now),
        input.documentId ? eq(signatureDocuments.id, input.documentId) : sql`true`,
      ),
    )
    .returning({
      id: signatureDocuments.id,
      tokenExpiresAt: signatureDocuments.tokenExpiresAt,
      contractId: signatureDocuments.contractId,
      clienteId: signatureDocuments.clienteId,
    });
  if (expired.length) {
    await db.insert(signatureEvents).values(
      expired.map((row) => ({
        documentId: row.id,
        event: 'expired',
        actor: 'system',
        detail: { expiresAt: row.tokenExpiresAt?.toISOString() ?? null },
        createdAt: now,
      })),
    );
    await mirrorSignatureEvent(
      db,
      expired.map((row) => row.id),
      'expired',
      { actor: 'system' },
      now,
    );
  }
  return {
    row: expired.map((row) => row.id),
    events: expired.map((row) => ({
      type: 'signature.expired' as const,
      documentId: row.id,
      contractId: row.contractId,
      clienteId: row.clienteId,
    })),
  };
}
