import 'server-only';
import { headers } from 'next/headers';
import { clientIp } from '@/server/platform/action';
import type { Db } from '@/server/platform/db/client';
import { signatureEvents } from '@/server/platform/db/schema';

export type SignatureEventName =
  'created' | 'fields_saved' | 'sent' | 'emailed' | 'viewed' | 'signed' | 'cancelled' | 'expired' | 'reissued';

/** The caller's address and browser, as the audit trail records them. */
export async function requestOrigin(): Promise<{ ip: string; userAgent: string | null }> {
  const h = await headers();
  return { ip: await clientIp(), userAgent: h.get('user-agent')?.slice(0, 500) ?? null };
}

/**
 * One audit row (schema signatures.ts, signature_events), written with the change it records, in the
 * same transaction (pass the transaction's `db`).
 */
export async function recordSignatureEvent(
  db: Db,
  row: {
    documentId: string;
    event: SignatureEventName;
    actor: 'staff' | 'recipient' | 'system';
    actorUserId?: string | null;
    ip?: string | null;
    userAgent?: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(signatureEvents).values({
    documentId: row.documentId,
    event: row.event,
    actor: row.actor,
    actorUserId: row.actorUserId ?? null,
    ip: row.ip ?? null,
    userAgent: row.userAgent ?? null,
    detail: row.detail ?? null,
  });
}
