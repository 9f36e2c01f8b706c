import 'server-only';
import { readEnv } from '@/server/platform/env';

/**
 * The WhatsApp Business Cloud API's configuration, from the environment (docs/operacao.md, WhatsApp). Read on each
 * use, so a test (or a restart with new values) changes it. Without a token and a phone-number id the built-in
 * sandbox writes the messages to DATA_DIR/whatsapp-outbox instead (like the mail outbox, D17).
 */
export type WhatsAppConfig = {
  token?: string;
  phoneNumberId?: string;
  /** The Meta app's secret: signs the webhook's POSTs (X-Hub-Signature-256). */
  appSecret?: string;
  /** Our own secret, typed in Meta's webhook set-up: answers its GET verification. */
  verifyToken?: string;
  apiUrl: string;
  version: string;
  timeoutMs: number;
};

export function whatsappConfig(): WhatsAppConfig {
  const env = readEnv();
  return {
    token: env.WHATSAPP_TOKEN || undefined,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID || undefined,
    appSecret: env.WHATSAPP_APP_SECRET || undefined,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN || undefined,
    apiUrl: (env.WHATSAPP_API_URL || 'https://graph.facebook.com').replace(/\/$/, ''),
    version: env.WHATSAPP_API_VERSION || 'v23.0',
    timeoutMs: Number(env.WHATSAPP_TIMEOUT_MS) || 10_000,
  };
}

/** Messages go through the Cloud API (else through the sandbox). */
export function isCloudApiConfigured(config: WhatsAppConfig = whatsappConfig()): boolean {
  return Boolean(config.token && config.phoneNumberId);
}
