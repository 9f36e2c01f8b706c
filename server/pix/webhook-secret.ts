import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getAuthSecret } from '@/server/platform/secret';

/**
 * The Pix webhook's secret path segment (D176): the address registered at the bank is `PIX_WEBHOOK_URL` plus a
 * segment only the app and the bank know, derived from AUTH_SECRET with HMAC (nothing stored, the same on every
 * instance), so a caller who only guesses /api/webhooks/pix gets 404 and changes nothing. Rotating AUTH_SECRET
 * changes it: the registration at start, on saving the key or from Integrações sends the new one. Mutual TLS at
 * the reverse proxy is the stronger option (docs/operacao.md, "Pix").
 */
const ROUTE = '/api/webhooks/pix';

export function webhookSecretSegment(): string {
  return createHmac('sha256', getAuthSecret()).update('pix-webhook-path:v1').digest('base64url').slice(0, 32);
}

/** The address to register at the bank: the public base (`PIX_WEBHOOK_URL`) with the secret segment appended. */
export function registeredWebhookUrl(base: string): string {
  const url = new URL(base);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${webhookSecretSegment()}`;
  return url.toString();
}

/**
 * Whether a request's path is the registered address: `/api/webhooks/pix/{segment}`, or with the `/pix` the API
 * Pix appends. Compared in constant time.
 */
export function isWebhookPath(pathname: string): boolean {
  if (!pathname.startsWith(`${ROUTE}/`)) return false;
  const [segment = '', ...more] = pathname.slice(ROUTE.length + 1).split('/');
  if (more.length > 1 || (more.length === 1 && more[0] !== 'pix')) return false;
  const expected = Buffer.from(webhookSecretSegment());
  const given = Buffer.from(segment);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
