import 'server-only';
import { connect } from 'node:net';
import { modeBadge, paymentsMode, pixMode, type ModeBadge } from '@/lib/settings/integration-modes';
import { sandboxEnabled, stripeConfig } from '@/server/payments/config';
import { pixApiConfig, pixProviderName } from '@/server/pix/config';
import { s3Config } from '@/server/platform/storage/s3';
import { isCloudApiConfigured, whatsappConfig } from '@/server/whatsapp/config';
import { readEnv } from '@/server/platform/env';

/**
 * The read-only Integrações page: which outside services the environment configures, and whether each answers
 * now. "Answers" is a TCP connection to its host within 3 s: it proves the address and the network, not the
 * credentials (those fail, with their message, where they are used and in the logs). Nothing secret is shown.
 */
export type IntegrationKey = 'payments' | 'pix' | 'smtp' | 's3' | 'redis' | 'whatsapp';
export type IntegrationStatus = {
  key: IntegrationKey;
  configured: boolean;
  /** The host it reaches, without credentials. */
  host: string | null;
  answers: boolean | null;
  /**
   * Payments and Pix: what is running, from the facts the providers are chosen from (D209), its badge, and the
   * variables an incomplete API Pix lacks. Null for the others, whose one fallback is what runs without them.
   */
  mode: { name: string; badge: ModeBadge; missing: string[] } | null;
};

const TIMEOUT_MS = 3_000;

function hostOf(url: string | null | undefined, defaultPort: number): { host: string; port: number } | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return { host: parsed.hostname, port: Number(parsed.port) || defaultPort };
  } catch {
    return null;
  }
}

function reachable(target: { host: string; port: number }): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: target.host, port: target.port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(TIMEOUT_MS, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function safeS3() {
  try {
    return s3Config();
  } catch {
    return null;
  }
}

type Target = {
  configured: boolean;
  target: { host: string; port: number } | null;
  mode?: IntegrationStatus['mode'];
};

function targets(): Record<IntegrationKey, Target> {
  const stripe = stripeConfig();
  const stripeUrl = stripe.host
    ? `${stripe.protocol ?? 'https'}://${stripe.host}:${stripe.port ?? 443}`
    : 'https://api.stripe.com';
  const provider = pixProviderName();
  const pixApi = provider === 'api' ? pixApiConfig() : null;
  const payments = paymentsMode({ stripeKey: !!stripe.secretKey, sandboxEnabled: sandboxEnabled() });
  const pix = pixMode({ provider, apiConfigured: !!pixApi?.ok });
  const s3 = safeS3();
  const whatsapp = whatsappConfig();
  return {
    payments: {
      configured: !!stripe.secretKey,
      target: stripe.secretKey ? hostOf(stripeUrl, 443) : null,
      mode: { name: payments, badge: modeBadge(payments), missing: [] },
    },
    pix: {
      configured: !!pixApi?.ok,
      target: pixApi?.ok ? hostOf(pixApi.config.baseUrl, 443) : null,
      mode: { name: pix, badge: modeBadge(pix), missing: pixApi && !pixApi.ok ? pixApi.missing : [] },
    },
    smtp: { configured: !!readEnv().SMTP_URL, target: hostOf(readEnv().SMTP_URL, 587) },
    s3: {
      configured: !!s3,
      target: s3 ? hostOf(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`, 443) : null,
    },
    redis: { configured: !!readEnv().REDIS_URL, target: hostOf(readEnv().REDIS_URL, 6379) },
    whatsapp: {
      configured: isCloudApiConfigured(whatsapp),
      target: isCloudApiConfigured(whatsapp) ? hostOf(whatsapp.apiUrl, 443) : null,
    },
  };
}

/** Every integration's state; the checks run side by side, each bounded by its timeout. */
export async function integrationStatuses(): Promise<IntegrationStatus[]> {
  return Promise.all(
    Object.entries(targets()).map(async ([key, { configured, target, mode }]) => ({
      key: key as IntegrationKey,
      configured,
      host: target ? `${target.host}:${target.port}` : null,
      answers: configured && target ? await reachable(target) : null,
      mode: mode ?? null,
    })),
  );
}
