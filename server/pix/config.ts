import 'server-only';
import { readFileSync } from 'node:fs';
import { readEnv, type Env } from '@/server/platform/env';

/**
 * The Pix provider's settings from the environment (D20, docs/operacao.md, "Pix"):
 * - `PIX_PROVIDER`: `static`, `api` or `sandbox`; unset: `api` when `PIX_API_URL` is set, else `sandbox` under
 *   `next dev` and `static` otherwise (D99);
 * - API Pix: `PIX_API_URL` (base, up to `/v2`), `PIX_TOKEN_URL`, `PIX_CLIENT_ID`, `PIX_CLIENT_SECRET`,
 *   `PIX_CERT_P12` (a path to the PSP's PKCS#12 certificate, or its base64), `PIX_CERT_PASSWORD`,
 *   `PIX_CA_CERT` (a PEM path or text, only for a PSP whose server certificate is not in Node's store: the
 *   stand-in PSP of the tests), `PIX_SCOPES` (for PSPs that want them in the token request),
 *   `PIX_WEBHOOK_URL` (the public address the PSP notifies), `PIX_TIMEOUT_MS` (10 s) and `PIX_RETRIES` (2);
 * - what some PSPs add to the standard (docs/operacao.md, "Pix"): `PIX_TOKEN_AUTH` (`basic`: HTTP Basic, the
 *   default; `body`: client_id and client_secret in the form, as Inter, Santander and Sicoob ask), `PIX_API_QUERY`
 *   (a query string added to every API call: Banco do Brasil's `gw-dev-app-key=…`) and `PIX_API_HEADERS`
 *   (`Name: value; Other: value`, e.g. Sicoob's `x-sicoob-clientid`);
 * - the receiver's key is not here: it is the agency profile's (server/agency/profile.ts, D171), which `PIX_KEY`
 *   only seeds on a new install.
 */
export type PixProviderName = 'static' | 'api' | 'sandbox';

export type PixApiConfig = {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  pfx: Buffer;
  passphrase: string;
  ca: string | null;
  scopes: string | null;
  tokenAuth: 'basic' | 'body';
  apiQuery: string | null;
  apiHeaders: Record<string, string>;
  timeoutMs: number;
  retries: number;
  /** First wait between retries; doubles each time. */
  backoffMs: number;
};

const read = (name: keyof Env) => readEnv()[name]?.trim() || null;

export function pixProviderName(): PixProviderName {
  const chosen = read('PIX_PROVIDER');
  if (chosen === 'static' || chosen === 'api' || chosen === 'sandbox') return chosen;
  if (read('PIX_API_URL')) return 'api';
  // D99: `npm run dev` with nothing configured shows the whole flow offline; production stays static (D14).
  return process.env.NODE_ENV === 'development' ? 'sandbox' : 'static';
}

export function pixWebhookUrl(): string | null {
  return read('PIX_WEBHOOK_URL');
}

/** A file path, or the file itself in base64 (for platforms that only take environment values). */
function fileOrBase64(value: string): Buffer {
  if (/^[A-Za-z0-9+/=\s]+$/.test(value) && value.length > 200) return Buffer.from(value, 'base64');
  return readFileSync(value);
}

function pemOrPath(value: string | null): string | null {
  if (!value) return null;
  return value.includes('-----BEGIN') ? value : readFileSync(value, 'utf8');
}

/** "Name: value; Other: value" → { name: value, other: value }. */
function headerList(value: string | null): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const item of (value ?? '').split(';')) {
    const at = item.indexOf(':');
    if (at > 0) headers[item.slice(0, at).trim().toLowerCase()] = item.slice(at + 1).trim();
  }
  return headers;
}

const positive = (value: string | null, fallback: number) => {
  if (value === null) return fallback;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** The API Pix settings, or the names of the variables that are missing. */
export function pixApiConfig(): { ok: true; config: PixApiConfig } | { ok: false; missing: string[] } {
  const tokenAuth = read('PIX_TOKEN_AUTH') === 'body' ? 'body' : 'basic';
  // Sicoob's token takes a client id and no secret: only HTTP Basic needs one.
  const required: (keyof Env)[] = ['PIX_API_URL', 'PIX_TOKEN_URL', 'PIX_CLIENT_ID', 'PIX_CERT_P12'];
  if (tokenAuth === 'basic') required.push('PIX_CLIENT_SECRET');
  const missing = required.filter((name) => !read(name));
  if (missing.length) return { ok: false, missing };
  return {
    ok: true,
    config: {
      baseUrl: read('PIX_API_URL')!.replace(/\/+$/, ''),
      tokenUrl: read('PIX_TOKEN_URL')!,
      clientId: read('PIX_CLIENT_ID')!,
      clientSecret: read('PIX_CLIENT_SECRET') ?? '',
      pfx: fileOrBase64(read('PIX_CERT_P12')!),
      passphrase: readEnv().PIX_CERT_PASSWORD ?? '',
      ca: pemOrPath(read('PIX_CA_CERT')),
      scopes: read('PIX_SCOPES'),
      tokenAuth,
      apiQuery: read('PIX_API_QUERY')?.replace(/^\?/, '') ?? null,
      apiHeaders: headerList(read('PIX_API_HEADERS')),
      timeoutMs: positive(read('PIX_TIMEOUT_MS'), 10_000),
      retries: positive(read('PIX_RETRIES'), 2),
      backoffMs: positive(read('PIX_BACKOFF_MS'), 300),
    },
  };
}
