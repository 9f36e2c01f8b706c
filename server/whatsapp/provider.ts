import 'server-only';
import type { ClassifiedError } from '@/lib/whatsapp/errors';
import type { OutgoingMessage } from '@/lib/whatsapp/request';
import { sendThroughCloudApi } from './cloud-api';
import { isCloudApiConfigured, whatsappConfig } from './config';
import { sendToOutbox } from './sandbox';

/**
 * The WhatsApp provider (ARCHITECTURE "Write model": outside systems are providers with a built-in sandbox): the
 * Cloud API when configured, else the outbox folder. It only sends; the caller records the result.
 */
export type SendResult =
  | { ok: true; wamid: string; via: 'api' | 'sandbox' }
  | { ok: false; httpStatus: number | null; error: ClassifiedError; detail: string | null };

export type WhatsAppProvider = { name: 'cloud' | 'sandbox'; send: (message: OutgoingMessage) => Promise<SendResult> };

export function whatsappProvider(): WhatsAppProvider {
  const config = whatsappConfig();
  if (isCloudApiConfigured(config)) return { name: 'cloud', send: (message) => sendThroughCloudApi(config, message) };
  return { name: 'sandbox', send: sendToOutbox };
}
