import type { WebhookStatus } from './status';

/**
 * Reads the Cloud API's `messages` webhook (object `whatsapp_business_account`, entry[].changes[] with field
 * `messages`): `value.statuses[]` report our messages (sent, delivered, read, failed with `errors[]`),
 * `value.messages[]` are what clients wrote. Anything else (other fields, other message kinds, malformed parts)
 * is skipped, never thrown: Meta retries a webhook that fails, and a part we cannot read will not read later.
 */
export type StatusReport = {
  wamid: string;
  status: WebhookStatus;
  at: Date;
  recipient: string | null;
  errors: { code: number | null; title: string | null; details: string | null }[];
};

export type IncomingMessage = {
  wamid: string;
  /** The client's WhatsApp id (digits, country code first). */
  from: string;
  at: Date;
  type: string;
  /** The text, a button's label or an interactive reply's title; null for media and other kinds. */
  text: string | null;
  /** The client's profile name, when WhatsApp sends it. */
  name: string | null;
};

export type WebhookBatch = { statuses: StatusReport[]; messages: IncomingMessage[] };

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null);
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

/** Unix seconds as Meta writes them ("1749416383"); `fallback` when missing. */
function instant(value: unknown, fallback: Date): Date {
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : fallback;
}

function messageText(message: Obj): string | null {
  const type = str(message.type);
  if (type === 'text') return str(obj(message.text)?.body);
  if (type === 'button') return str(obj(message.button)?.text);
  if (type === 'interactive') {
    const interactive = obj(message.interactive);
    return str(obj(interactive?.button_reply)?.title) ?? str(obj(interactive?.list_reply)?.title);
  }
  return null;
}

export function parseWebhook(body: unknown, receivedAt: Date): WebhookBatch {
  const batch: WebhookBatch = { statuses: [], messages: [] };
  const root = obj(body);
  if (root?.object !== 'whatsapp_business_account') return batch;
  for (const entry of arr(root.entry)) {
    for (const change of arr(obj(entry)?.changes)) {
      const c = obj(change);
      const value = obj(c?.value);
      if (c?.field !== 'messages' || !value) continue;
      for (const raw of arr(value.statuses)) {
        const s = obj(raw);
        const wamid = str(s?.id);
        const status = str(s?.status);
        if (!s || !wamid || !status || !STATUSES.has(status)) continue;
        batch.statuses.push({
          wamid,
          status: status as WebhookStatus,
          at: instant(s.timestamp, receivedAt),
          recipient: str(s.recipient_id),
          errors: arr(s.errors).map((raw) => {
            const e = obj(raw) ?? {};
            return {
              code: typeof e.code === 'number' ? e.code : Number.isFinite(Number(e.code)) ? Number(e.code) : null,
              title: str(e.title) ?? str(e.message),
              details: str(obj(e.error_data)?.details),
            };
          }),
        });
      }
      const names = new Map<string, string>();
      for (const raw of arr(value.contacts)) {
        const contact = obj(raw);
        const id = str(contact?.wa_id);
        const name = str(obj(contact?.profile)?.name);
        if (id && name) names.set(id, name);
      }
      for (const raw of arr(value.messages)) {
        const msg = obj(raw);
        const wamid = str(msg?.id);
        const from = str(msg?.from);
        if (!msg || !wamid || !from) continue;
        batch.messages.push({
          wamid,
          from,
          at: instant(msg.timestamp, receivedAt),
          type: str(msg.type) ?? 'unknown',
          text: messageText(msg),
          name: names.get(from) ?? null,
        });
      }
    }
  }
  return batch;
}
