import 'server-only';
import { now } from '@/lib/clock';
import type { DomainEvent } from '@/server/events/types';
import { getDb, type Db } from '@/server/platform/db/client';
import { ingestReceivedBetween } from './ingest-pix';
import { currentPixProvider } from './providers';
import { followRefunds } from './refund-pix';
import { pendingPixIds, settleReceivedPix } from './settle-received-pix';

/**
 * The Pix jobs (D20, D99), enqueued by the tick (every 5 minutes and at start; the webhook is registered by
 * webhook-registration.ts, D172):
 * - `pix.reconciliar`: lists the Pix the PSP received in the last `WINDOW_MS` (GET /pix, every page) and stores the
 *   new ones, then settles every stored Pix that names an open charge: a lost notification, or a follow-up that
 *   failed, changes nothing;
 * - `pix.devolucoes`: every refund still EM_PROCESSAMENTO asked again until DEVOLVIDO or NAO_REALIZADO.
 */
const WINDOW_MS = 6 * 60 * 60 * 1000;
const AUTOMATIC = { tipo: 'sistema', nome: 'Pix' } as const;

export async function reconcilePix(): Promise<DomainEvent[]> {
  const provider = currentPixProvider();
  if (provider.kind === 'static') return [];
  const fim = now();
  const ingested = await ingestReceivedBetween(provider, new Date(fim.getTime() - WINDOW_MS), fim);
  // The new Pix's own follow-ups settle them when these events are dispatched; the pass below catches the rest,
  // each Pix in a transaction of its own.
  const db = await getDb();
  const events = [...ingested.events];
  for (const id of await pendingPixIds(db))
    events.push(...(await db.transaction((tx) => settleReceivedPix(tx as unknown as Db, id))));
  return events;
}

export async function followPixRefunds(): Promise<DomainEvent[]> {
  const provider = currentPixProvider();
  if (provider.kind === 'static') return [];
  return (await followRefunds(provider, AUTOMATIC)).flatMap((outcome) => outcome.events);
}
