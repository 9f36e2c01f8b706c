import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { linkDays } from '@/lib/signatures/expiry';

/**
 * The environment, read and validated in one place (D152). Every variable the app reads is named here with its
 * shape; an unset or empty value is `undefined`, and a malformed one (a port that is not a number, an APP_URL
 * that is not a URL) fails with its name instead of a fallback nobody asked for.
 *
 * Reads stay lazy: each variable is parsed when it is read and kept only while its value is the same, because tests
 * (and the bench) change variables between files and calls. NODE_ENV, NEXT_PHASE and
 * NEXT_RUNTIME are Next's own values, inlined at build time: code reads them as `process.env.NODE_ENV` (the lint
 * allows those three), so dead-code elimination and their meaning stay as Next defines them.
 */
const optional = z.string().optional();
const count = z.string().regex(/^\d+$/, 'um número inteiro').optional();
const url = z.url().optional();
const flag = z.string().optional();

const EnvSchema = z.object({
  // The app and its database (docs/operacao.md).
  APP_URL: url,
  PORT: count,
  DATA_DIR: optional,
  DATABASE_URL: optional,
  DATABASE_POOL_SIZE: count,
  DATABASE_QUERY_TIMEOUT_MS: count,
  DB_QUERY_LOG: optional,
  NEXT_DIST_DIR: optional,
  /** Next's own origin of the running server (set by `next start`), used for the staff page fetch. */
  __NEXT_PRIVATE_ORIGIN: optional,
  TRUSTED_PROXY: optional,
  LOOPBACK_RATE_LIMIT: count,
  DRAIN_TIMEOUT_MS: count,
  PAGE_DELIVERY: flag,
  CSP: flag,
  REDIS_URL: optional,
  CRON_SECRET: optional,
  // Secrets of the sign-in and the signed links.
  AUTH_SECRET: optional,
  BETTER_AUTH_SECRET: optional,
  ALLOW_DEV_SECRET: flag,
  // Jobs and workers (D60).
  WORKER: flag,
  WORKER_INTERVAL_MS: count,
  WORKER_TICK_MINUTES: count,
  WORKER_LEASE_MS: count,
  WORKER_TEST_JOBS: flag,
  // Mail (D17).
  SMTP_URL: optional,
  MAIL_FROM: optional,
  // Files (S3 or the data folder).
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ENDPOINT: url,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: flag,
  // The agency's profile, seeded until its first save (D100).
  AGENCY_NAME: optional,
  AGENCY_EMAIL: optional,
  AGENCY_PHONE: optional,
  AGENCY_WHATSAPP: optional,
  // Pix (D20, D99).
  PIX_PROVIDER: optional,
  PIX_KEY: optional,
  PIX_BENEFICIARY: optional,
  PIX_CITY: optional,
  PIX_WEBHOOK_URL: optional,
  PIX_API_URL: url,
  PIX_TOKEN_URL: optional,
  PIX_TOKEN_AUTH: optional,
  PIX_CLIENT_ID: optional,
  PIX_CLIENT_SECRET: optional,
  PIX_CERT_P12: optional,
  PIX_CERT_PASSWORD: optional,
  PIX_CA_CERT: optional,
  PIX_SCOPES: optional,
  PIX_API_QUERY: optional,
  PIX_API_HEADERS: optional,
  PIX_TIMEOUT_MS: optional,
  PIX_RETRIES: optional,
  PIX_BACKOFF_MS: optional,
  // NFS-e (D210, D211): the Sefin's base URL (unset: the sandbox) and the time limit of each call.
  NFSE_SEFIN_URL: url,
  NFSE_TIMEOUT_MS: count,
  // Card and boleto payments (D16).
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_HOST: optional,
  STRIPE_API_PORT: count,
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  STRIPE_CARD_INSTALLMENTS: flag,
  PAYMENTS_SANDBOX: flag,
  // WhatsApp (D22).
  WHATSAPP_TOKEN: optional,
  WHATSAPP_PHONE_NUMBER_ID: optional,
  WHATSAPP_APP_SECRET: optional,
  WHATSAPP_VERIFY_TOKEN: optional,
  WHATSAPP_API_URL: url,
  WHATSAPP_API_VERSION: optional,
  WHATSAPP_TIMEOUT_MS: count,
  // Signatures (D117–D121).
  /** Lenient on purpose: anything but 1–365 gives the default (lib/signatures/expiry.ts). */
  SIGNATURE_LINK_DAYS: optional,
  SIGNATURE_P12_PATH: optional,
  SIGNATURE_P12_BASE64: optional,
  SIGNATURE_P12_PASSWORD: optional,
});
export type Env = z.infer<typeof EnvSchema>;

const NAMES = Object.keys(EnvSchema.shape) as Array<keyof Env>;
const kept = new Map<string, { raw: string | undefined; value: unknown }>();

/**
 * One variable, validated by its own schema and kept while its value is the same: one `process.env` read a call,
 * since the delivery layer and the proxy read the environment on every request (reading every variable to see
 * whether any changed cost about 19 µs a call, a hundred single reads).
 */
function readVariable<K extends keyof Env>(name: K): Env[K] {
  const raw = process.env[name] || undefined;
  const hit = kept.get(name);
  if (hit && hit.raw === raw) return hit.value as Env[K];
  const parsed = EnvSchema.shape[name].safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Variável de ambiente inválida: ${name} (${parsed.error.issues[0]?.message ?? 'valor inválido'}).`);
  }
  kept.set(name, { raw, value: parsed.data });
  return parsed.data as Env[K];
}

const view = new Proxy({} as Env, {
  get: (_target, name) =>
    typeof name === 'string' && name in EnvSchema.shape ? readVariable(name as keyof Env) : undefined,
  has: (_target, name) => typeof name === 'string' && name in EnvSchema.shape,
  ownKeys: () => NAMES,
  getOwnPropertyDescriptor: (_target, name) =>
    typeof name === 'string' && name in EnvSchema.shape
      ? { enumerable: true, configurable: true, value: readVariable(name as keyof Env) }
      : undefined,
});

/** The validated environment: each variable read when asked. An empty variable counts as unset (the `||` of every former read). */
export function readEnv(): Env {
  return view;
}

/**
 * The whole environment as a record, the named variables validated: for readers that take one (the agency's
 * seed, the S3 and certificate settings, the CSP's file origins), which tests call with a record of their own.
 */
export function envRecord(): Record<string, string | undefined> {
  const named = Object.fromEntries(NAMES.map((name) => [name, readVariable(name)]));
  return { ...process.env, ...named };
}

const positive = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The environment as the app uses it: one getter per fact, each reading `readEnv()` when asked. */
export const env = {
  get databaseUrl(): string | undefined {
    return readEnv().DATABASE_URL;
  },
  get dataDir(): string {
    return path.resolve(/*turbopackIgnore: true*/ readEnv().DATA_DIR || '.data');
  },
  /**
   * Public origin for links, cookies and auth. Required in production (D45): a silent
   * localhost fallback made e-mails carry localhost links and cookies lose `Secure`. `next build` runs
   * with NODE_ENV=production too, and may render pages without it; only the running server insists.
   */
  get appUrl(): string {
    const fromEnv = readEnv().APP_URL;
    if (!fromEnv && this.isProduction && process.env.NEXT_PHASE !== 'phase-production-build') {
      throw new Error('APP_URL é obrigatório em produção (a origem pública, ex.: https://www.suaagencia.com.br).');
    }
    return (fromEnv || `http://localhost:${this.port}`).replace(/\/$/, '');
  },
  /** APP_URL as given (no production check): whether the public origin is https. */
  get appUrlIsHttps(): boolean {
    return (readEnv().APP_URL ?? '').startsWith('https:');
  },
  /** APP_URL as given, or undefined (the request gate compares hosts with it). */
  get appUrlSet(): string | undefined {
    return readEnv().APP_URL;
  },
  get port(): string {
    return readEnv().PORT || '3000';
  },
  get isProduction(): boolean {
    return process.env.NODE_ENV === 'production';
  },
  /** Where the caller's address comes from (lib/client-address.ts; docs/operacao.md, Proxies e endereço do visitante). */
  get trustedProxy(): string | undefined {
    return readEnv().TRUSTED_PROXY;
  },
  /** Set by the bench only: public actions allow this many calls a window from loopback (no forged addresses). */
  get loopbackRateLimit(): number | undefined {
    return positive(readEnv().LOOPBACK_RATE_LIMIT);
  },
  /** How long a signing link lasts (SIGNATURE_LINK_DAYS, D117). */
  get signatureLinkDays(): number {
    return linkDays(readEnv().SIGNATURE_LINK_DAYS);
  },
};
