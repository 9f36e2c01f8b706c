import 'server-only';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { OPEN_CHARGE_STATUSES } from '@/lib/charges/rules';
import { isPlausibleNotifiedId } from '@/lib/pix/end-to-end-id';
import { notifiedPixOf } from '@/lib/pix/received';
import type { DomainEvent } from '@/server/events/types';
import { getDb, type Db } from '@/server/platform/db/client';
import { cobrancas, jobs, pixRecebidos } from '@/server/platform/db/schema';
import { enqueue } from '@/server/platform/jobs/queue';
import type { FetchedPix } from './provider';
import { currentPixProvider } from './providers';
import { recordReceivedPixes } from './record-received-pix';
import { settleReceivedPixes } from './settle-received-pix';

/** The job kind that settles one notified Pix (server/jobs/handlers.ts). */
export const NOTIFIED_PIX_JOB = 'pix.notificacao';

/** A webhook body names at most this many Pix: more is not a PSP's notification (the standard batches few). */
const MAX_PER_BODY = 100;

/**
 * Priorities of the notification jobs (D145, D178): a Pix naming the txid of an open charge of ours is claimed
 * before any other; one naming no such txid (a Pix to the key outside a charge, or a forgery) after it, still ahead
 * of the follow-ups of earlier payments.
 */
const PRIORITY_CHARGE = 2;
const PRIORITY_OTHER = 1;

/**
 * At most this many notification jobs naming no open charge wait at once (D178): past it, such ids are not queued
 * (a real one is still listed by the reconciliation job within its interval), so a flood of made-up ids costs the
 * bank a bounded number of reads and never holds back a charge's notification.
 */
export const MAX_WAITING_OTHER = 100;

/** At most this many jobs at a charge's priority wait for one txid (a charge is paid once, refunds aside). */
export const MAX_WAITING_PER_CHARGE = 5;

export type QueuedNotification = { named: number; queued: number };

/**
 * A webhook notification kept as a hint (D130): one job per end-to-end id, keyed by it, so the same notification
 * three times, or at two instances at once, queues one job. Before anything is queued (D177), ids outside a
 * plausible time window (lib/pix/end-to-end-id.ts) and ids already stored are dropped; the rest are queued at the
 * priority their txid earns (D178). The webhook answers as soon as this insert commits; the PSP is asked nothing
 * here. `null`: the body names no Pix (no `pix` list of end-to-end ids).
 */
export async function queueNotification(db: Db, body: unknown, at: Date = now()): Promise<QueuedNotification | null> {
  const named = notifiedPixOf(body).slice(0, MAX_PER_BODY);
  if (named.length === 0) return null;
  const plausible = named.filter((item) => isPlausibleNotifiedId(item.endToEndId, at));
  if (plausible.length === 0) return { named: named.length, queued: 0 };
  const stored = new Set(
    (
      await db
        .select({ id: pixRecebidos.endToEndId })
        .from(pixRecebidos)
        .where(
          inArray(
            pixRecebidos.endToEndId,
            plausible.map((item) => item.endToEndId),
          ),
        )
    ).map((row) => row.id),
  );
  const fresh = plausible.filter((item) => !stored.has(item.endToEndId));
  const txids = [...new Set(fresh.flatMap((item) => (item.txid ? [item.txid] : [])))];
  const open = new Set(
    txids.length
      ? (
          await db
            .select({ txid: cobrancas.pixTxid })
            .from(cobrancas)
            .where(and(inArray(cobrancas.pixTxid, txids), inArray(cobrancas.status, [...OPEN_CHARGE_STATUSES])))
        ).map((row) => row.txid)
      : [],
  );
  // A charge's own Pix are few: past MAX_WAITING_PER_CHARGE waiting for one txid (someone who read the txid in a
  // charge's code and floods with it), the rest wait as any other id.
  const waitingFor = new Map<string, number>();
  if (open.size) {
    const txidOfJob = sql<string>`${jobs.dados}->>'txid'`;
    const rows = await db
      .select({ txid: txidOfJob, waiting: count() })
      .from(jobs)
      .where(
        and(
          eq(jobs.tipo, NOTIFIED_PIX_JOB),
          eq(jobs.status, 'pendente'),
          eq(jobs.prioridade, PRIORITY_CHARGE),
          inArray(txidOfJob, [...open]),
        ),
      )
      .groupBy(txidOfJob);
    for (const row of rows) waitingFor.set(row.txid, row.waiting);
  }
  const forCharge: typeof fresh = [];
  let others: typeof fresh = [];
  for (const item of fresh) {
    const waiting = item.txid && open.has(item.txid) ? (waitingFor.get(item.txid) ?? 0) : null;
    if (waiting !== null && waiting < MAX_WAITING_PER_CHARGE) {
      forCharge.push(item);
      waitingFor.set(item.txid!, waiting + 1);
    } else others.push(item);
  }
  if (others.length) {
    const [{ waiting }] = await db
      .select({ waiting: count() })
      .from(jobs)
      .where(and(eq(jobs.tipo, NOTIFIED_PIX_JOB), eq(jobs.status, 'pendente'), eq(jobs.prioridade, PRIORITY_OTHER)));
    others = others.slice(0, Math.max(0, MAX_WAITING_OTHER - waiting));
  }
  const queued = [
    ...forCharge.map((item) => ({ endToEndId: item.endToEndId, txid: item.txid, prioridade: PRIORITY_CHARGE })),
    ...others.map((item) => ({ endToEndId: item.endToEndId, txid: item.txid, prioridade: PRIORITY_OTHER })),
  ];
  if (queued.length) await grouped(db, queued);
  return { named: named.length, queued: queued.length };
}

type Queued = { endToEndId: string; txid: string | null; prioridade: number };
type Waiting = { items: Queued[]; done: () => void; failed: (error: unknown) => void };
const group: { waiting: Waiting[]; writing: boolean } = { waiting: [], writing: false };

/**
 * Group commit: notifications that arrive while an insert is being written share the next one, so 50 at once cost a
 * few statements, not 50 (the embedded database runs one at a time). Each caller still answers only after the
 * insert naming its ids has committed.
 */
function grouped(db: Db, items: Queued[]): Promise<void> {
  return new Promise((done, failed) => {
    group.waiting.push({ items, done, failed });
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
    // One job per id: the higher priority wins when two bodies name the same id.
    const byId = new Map<string, Queued>();
    for (const item of batch.flatMap((w) => w.items)) {
      const seen = byId.get(item.endToEndId);
      if (!seen || seen.prioridade < item.prioridade) byId.set(item.endToEndId, item);
    }
    try {
      await enqueue(
        db,
        [...byId.values()].map(({ endToEndId, txid, prioridade }) => ({
          tipo: NOTIFIED_PIX_JOB,
          chave: `pix:notificacao:${endToEndId}`,
          dados: { endToEndId, txid },
          maxTentativas: 6,
          // Claimed before the follow-ups of earlier payments (receipts, the project's instalment): the charge
          // shows Pago first, its e-mails follow (D145); a charge's own Pix before any other (D178).
          prioridade,
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
  const unknown: string[] = [];
  reads.forEach((read, i) => {
    const id = endToEndIds[i];
    if (read.status === 'rejected') failed.set(id, read.reason);
    else if (!read.value || read.value.pix.endToEndId !== id) unknown.push(id);
    else confirmed.push(read.value);
  });
  // One line a batch: a flood of forged ids must not flood the log too (D178).
  if (unknown.length)
    console.warn(`[pix] ${unknown.length} notified Pix the PSP does not know, e.g. ${unknown.slice(0, 3).join(', ')}`);
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
export async function queueNotificationNow(body: unknown): Promise<QueuedNotification | null> {
  return queueNotification(await getDb(), body);
}
