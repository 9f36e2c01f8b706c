import 'server-only';
import { inArray } from 'drizzle-orm';
import { endToEndIdsOfNotification } from '@/lib/pix/received';
import type { DomainEvent } from '@/server/events/types';
import { getDb, type Db } from '@/server/platform/db/client';
import { pixRecebidos } from '@/server/platform/db/schema';
import { enqueue } from '@/server/platform/jobs/queue';
import type { FetchedPix } from './provider';
import { currentPixProvider } from './providers';
import { recordReceivedPixes } from './record-received-pix';
import { settleReceivedPixes } from './settle-received-pix';

/** The job kind that settles one notified Pix (server/jobs/handlers.ts). */
export const NOTIFIED_PIX_JOB = 'pix.notificacao';

/** A webhook body names at most this many Pix: more is not a PSP's notification (the standard batches few). */
const MAX_PER_BODY = 500;

/**
 * A webhook notification kept as a hint (D130): one job per end-to-end id, keyed by it, so the same notification
 * three times, or at two instances at once, queues one job. The webhook answers as soon as this insert commits;
 * the PSP is asked nothing here. `null`: the body names no Pix (no `pix` list of end-to-end ids).
 */
export async function queueNotification(db: Db, body: unknown): Promise<{ named: number } | null> {
  const ids = endToEndIdsOfNotification(body).slice(0, MAX_PER_BODY);
  if (ids.length === 0) return null;
  await grouped(db, ids);
  return { named: ids.length };
}

type Waiting = { ids: string[]; done: () => void; failed: (error: unknown) => void };
const group: { waiting: Waiting[]; writing: boolean } = { waiting: [], writing: false };

/**
 * Group commit: notifications that arrive while an insert is being written share the next one, so 50 at once cost a
 * few statements, not 50 (the embedded database runs one at a time). Each caller still answers only after the
 * insert naming its ids has committed.
 */
function grouped(db: Db, ids: string[]): Promise<void> {
  return new Promise((done, failed) => {
    group.waiting.push({ ids, done, failed });
    if (group.writing) return;
    group.writing = true;
    // The write waits for the end of this turn of the event loop: notifications whose bodies arrived in the same
    // turn (a PSP's burst) join it, at no added delay.
    setImmediate(() => void writeGroups(db));
  });
}

async function writeGroups(db: Db): Promise<void> {
  while (group.waiting.length > 0) {
    const batch = group.waiting.splice(0);
    const ids = [...new Set(batch.flatMap((w) => w.ids))];
    try {
      await enqueue(
        db,
        ids.map((endToEndId) => ({
          tipo: NOTIFIED_PIX_JOB,
          chave: `pix:notificacao:${endToEndId}`,
          dados: { endToEndId },
          maxTentativas: 6,
          // Claimed before the follow-ups of earlier payments (receipts, the project's instalment): the charge
          // shows Pago first, its e-mails follow (D145).
          prioridade: 1,
        })),
      );
      for (const w of batch) w.done();
    } catch (error) {
      for (const w of batch) w.failed(error);
    }
  }
  group.writing = false;
}

export type BatchOutcome = { events: DomainEvent[]; failed: Map<string, unknown> };

/**
 * The jobs, a claimed batch at once (D130): each Pix re-read from the PSP (`GET /pix/{e2eid}`, in parallel: the
 * notification proves nothing), then, in one transaction with a savepoint per Pix, stored once by its end-to-end id
 * and settled. Safe to run again and from two workers: the row is stored once (on conflict do nothing) and settling
 * locks it and acts only on a `pendente` Pix, so a Pix stored by an attempt that failed before settling is settled
 * by the next. One the PSP does not know (forged) is logged and done with. A read that fails (PSP down) or a Pix
 * that cannot be written fails its own job only, which the queue retries with back-off; the reconciliation job
 * lists it anyway.
 */
export async function settleNotifiedPix(endToEndIds: string[]): Promise<BatchOutcome> {
  const failed = new Map<string, unknown>();
  const provider = currentPixProvider();
  if (provider.kind === 'static') return { events: [], failed };
  const reads = await Promise.allSettled(endToEndIds.map((id) => provider.getPix(id)));
  const confirmed: FetchedPix[] = [];
  reads.forEach((read, i) => {
    const id = endToEndIds[i];
    if (read.status === 'rejected') failed.set(id, read.reason);
    else if (!read.value || read.value.pix.endToEndId !== id)
      console.warn(`[pix] notification names a Pix the PSP does not know: ${id}`);
    else confirmed.push(read.value);
  });
  if (confirmed.length === 0) return { events: [], failed };
  const db = await getDb();
  try {
    const events = await db.transaction((tx) => storeAndSettleAll(tx as unknown as Db, confirmed));
    return { events, failed };
  } catch (error) {
    // One Pix that cannot be written must not hold back the others: the same work again, a savepoint each.
    console.warn('[pix] batch settlement failed, settling one by one', error instanceof Error ? error.name : error);
  }
  const events = await db.transaction(async (tx) => {
    const all: DomainEvent[] = [];
    for (const item of confirmed) {
      try {
        all.push(...(await tx.transaction((sp) => storeAndSettleAll(sp as unknown as Db, [item]))));
      } catch (error) {
        failed.set(item.pix.endToEndId, error);
      }
    }
    return all;
  });
  return { events, failed };
}

/**
 * The batch in a few statements whatever its size (D130): stored at once, then the stored Pix still `pendente`
 * (new, or left by an attempt that failed before settling) settled at once. Every event is answered: the new Pix's
 * `pix.received` say they are settled here, so the effects table runs no settling follow-up for them (D154).
 */
async function storeAndSettleAll(db: Db, items: FetchedPix[]): Promise<DomainEvent[]> {
  const unique = [...new Map(items.map((item) => [item.pix.endToEndId, item])).values()];
  const written = await recordReceivedPixes(db, unique, 'webhook', { settledHere: true });
  const stored = await db
    .select({ id: pixRecebidos.id })
    .from(pixRecebidos)
    .where(
      inArray(
        pixRecebidos.endToEndId,
        unique.map((item) => item.pix.endToEndId),
      ),
    );
  const settled = await settleReceivedPixes(
    db,
    stored.map((row) => row.id),
  );
  return [...written.events, ...settled];
}

/** The webhook route's entry: `queueNotification` on the app's database (routes never take the handle, D151). */
export async function queueNotificationNow(body: unknown): Promise<{ named: number } | null> {
  return queueNotification(await getDb(), body);
}
