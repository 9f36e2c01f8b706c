import 'server-only';
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messageRequestBody, type OutgoingMessage } from '@/lib/whatsapp/request';
import { env } from '@/server/platform/env';
import type { SendResult } from './provider';

export function whatsappOutboxDir(): string {
  return path.join(env.dataDir, 'whatsapp-outbox');
}

/**
 * The sandbox (no Cloud API configured, as D17 does for mail): the request the API would have received is written
 * as JSON to DATA_DIR/whatsapp-outbox and named in the log; the message counts as sent, with a sandbox wamid.
 */
export async function sendToOutbox(message: OutgoingMessage): Promise<SendResult> {
  const wamid = `wamid.sandbox.${randomUUID()}`;
  const dir = whatsappOutboxDir();
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${wamid.slice(-8)}.json`);
  await writeFile(file, `${JSON.stringify({ wamid, request: messageRequestBody(message) }, null, 2)}\n`);
  console.info(`[whatsapp] written to the outbox: ${file} (${message.kind === 'template' ? message.name : 'texto'})`);
  return { ok: true, wamid, via: 'sandbox' };
}
