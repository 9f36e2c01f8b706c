import 'server-only';
import { now } from '@/lib/clock';
import type { DomainEvent } from '@/server/events/types';
import { getDb, type Db } from '@/server/platform/db/client';
import { pixKey, pixWebhookUrl } from './config';
import { ingestReceivedBetween } from './ingest-pix';
import { currentPixProvider } from './providers';
import { followRefunds } from './refund-pix';
import { pendingPixIds, settleReceivedPix } from './settle-received-pix';
import { registeredWebhookUrl } from './webhook-secret';

/**
 * The Pix jobs (D20, D99), enqueued by the tick (every 5 minutes and at start):
 * - `pix.reconciliar`: registers the webhook once per process when `PIX_WEBHOOK_URL` is set, lists the Pix the
 *   PSP received in the last `WINDOW_MS` (GET /pix, every page) and stores the new ones, then settles every
 *   stored Pix that names an open charge: a lost notification, or a follow-up that failed, changes nothing;
 * - `pix.devolucoes`: every refund still EM_PROCESSAMENTO asked again until DEVOLVIDO or NAO_REALIZADO.
 */
const WINDOW_MS = 6 * 60 * 60 * 1000;
const AUTOMATIC = { tipo: 'sistema', nome: 'Pix' } as const;

const store = globalThis as unknown as { __pixWebhookRegistered?: string };

/** What keeps the webhook from being registered: no PSP's API Pix (static or sandbox), no address, no key. */
export type WebhookMissing = 'notApi' | 'noUrl' | 'noKey';

/**
 * PUT /webhook/{chave}, once per process and address (the PSP keeps it; a restart registers again); `force`, now
 * (an admin's "Registrar webhook no banco", D144). Answers the address, or what is missing to register one.
 */
export async function ensureWebhook(
  force = false,
): Promise<{ ok: true; url: string } | { ok: false; missing: WebhookMissing }> {
  const provider = currentPixProvider();
  const base = pixWebhookUrl();
  if (provider.kind !== 'api') return { ok: false, missing: 'notApi' };
  if (!base) return { ok: false, missing: 'noUrl' };
  // The bank gets the address with its secret segment (D176); the answer is that address.
  const url = registeredWebhookUrl(base);
  if (!pixKey()) return { ok: false, missing: 'noKey' };
  if (!force && store.__pixWebhookRegistered === url) return { ok: true, url };
  await provider.registerWebhook(pixKey(), url);
  store.__pixWebhookRegistered = url;
  return { ok: true, url };
}

export async function reconcilePix(): Promise<DomainEvent[]> {
  const provider = currentPixProvider();
  if (provider.kind === 'static') return [];
  await ensureWebhook().catch((error) => console.error('[pix] webhook registration failed', error));
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
