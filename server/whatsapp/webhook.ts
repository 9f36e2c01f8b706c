import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { now } from '@/lib/clock';
import { parseWebhook } from '@/lib/whatsapp/webhook-payload';
import type { DomainEvent } from '@/server/events/types';
import { getDb, type Db } from '@/server/platform/db/client';
import { whatsappConfig } from './config';
import { recordIncoming } from './record-incoming';
import { recordStatusReport } from './record-status';

/** Compares two secrets in constant time (different lengths are unequal, without leaking where they differ). */
function sameSecret(given: string, expected: string): boolean {
  const a = createHmac('sha256', 'compare').update(given).digest();
  const b = createHmac('sha256', 'compare').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * Meta's check of the callback URL: `GET ?hub.mode=subscribe&hub.verify_token=…&hub.challenge=…` is answered
 * with the challenge when the token is ours, refused otherwise (and always without a configured verify token).
 */
export function verifySubscription(params: URLSearchParams): { ok: true; challenge: string } | { ok: false } {
  const { verifyToken } = whatsappConfig();
  const token = params.get('hub.verify_token');
  const challenge = params.get('hub.challenge');
  if (!verifyToken || params.get('hub.mode') !== 'subscribe' || !token || challenge === null) return { ok: false };
  return sameSecret(token, verifyToken) ? { ok: true, challenge } : { ok: false };
}

/**
 * `X-Hub-Signature-256: sha256=<hex>` must be the HMAC-SHA256 of the raw body (the bytes as received: JSON
 * parsed and written again would not match) with the app secret, compared in constant time. No secret
 * configured, no header or a malformed one: refused.
 */
export function verifySignature(rawBody: string, header: string | null, appSecret = whatsappConfig().appSecret) {
  if (!appSecret || !header) return false;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(Buffer.from(match[1], 'hex'), expected);
}

/**
 * A signed webhook's content, in one transaction: each delivery report on its message, each incoming message
 * stored (SAIR/PARAR opts out). Answers the events for the dispatcher. Meta sends a webhook again until it gets
 * a 200, and the writers are idempotent, so a failure here is thrown (the route answers 500) and redone later.
 */
export async function receiveWebhook(db: Db, body: unknown): Promise<DomainEvent[]> {
  const batch = parseWebhook(body, now());
  if (batch.statuses.length === 0 && batch.messages.length === 0) return [];
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const events: DomainEvent[] = [];
    for (const report of batch.statuses) events.push(...(await recordStatusReport(tx, report)).events);
    for (const message of batch.messages) events.push(...(await recordIncoming(tx, message)).events);
    return events;
  });
}

/** The webhook route's entry: `receiveWebhook` on the app's database (routes never take the handle, D151). */
export async function receiveWebhookNow(body: unknown): Promise<DomainEvent[]> {
  return receiveWebhook(await getDb(), body);
}
