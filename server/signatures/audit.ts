import 'server-only';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '@/server/platform/db/client';
import { signatureDocuments, signatureEvents } from '@/server/platform/db/schema';
import { mirrorSignatureEvent } from '@/server/timeline/signature-mirror';

/** Issue 9 item 4: the events of a document's audit trail. */
export const SIGNATURE_EVENTS = [
  'created',
  'fields_saved',
  'sent',
  'emailed',
  'viewed',
  'signed',
  'cancelled',
  'expired',
  'reissued',
] as const;
export type SignatureEventName = (typeof SIGNATURE_EVENTS)[number];
export type Actor =
  { actor: 'staff'; userId: string } | { actor: 'recipient'; ip: string; userAgent: string } | { actor: 'system' };

/** One audit row; written in the same transaction as the change it records. */
export async function recordEvent(
  db: Db,
  documentId: string,
  event: SignatureEventName,
  by: Actor,
  detail?: Record<string, unknown>,
  at?: Date,
) {
  await db.insert(signatureEvents).values({
    documentId,
    event,
    actor: by.actor,
    actorUserId: by.actor === 'staff' ? by.userId : null,
    ip: by.actor === 'recipient' ? by.ip : null,
    userAgent: by.actor === 'recipient' ? by.userAgent.slice(0, 500) : null,
    detail: detail ?? null,
    ...(at ? { createdAt: at } : {}),
  });
  await mirrorSignatureEvent(db, [documentId], event, by, at);
}

/**
 * Lazy expiry (issue 9 item 1): sent documents whose link time is over become "expired", each with its
 * audit row, in one statement plus one insert. Called when a link is opened and when staff list.
 */
export async function expireOverdue(db: Db, now: Date = new Date(), documentId?: string): Promise<string[]> {
  const expired = await db
    .update(signatureDocuments)
    .set({ status: 'expired', expiredAt: now, updatedAt: now })
    .where(
      and(
        eq(signatureDocuments.status, 'sent'),
        lte(signatureDocuments.tokenExpiresAt, now),
        documentId ? eq(signatureDocuments.id, documentId) : sql`true`,
      ),
    )
    .returning({ id: signatureDocuments.id, tokenExpiresAt: signatureDocuments.tokenExpiresAt });
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
  return expired.map((row) => row.id);
}
