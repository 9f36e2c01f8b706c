import 'server-only';
import { randomBytes } from 'node:crypto';
import { env } from '@/server/platform/env';

/**
 * The public charge page (/p/{slug}) is cached, but after the due date its amounts change with the São Paulo
 * day (fine + interest). A job queued once per day asks the app to render every charge page again. Cache
 * revalidation only works inside a request to the Next server, so the job calls the app's own cron route:
 * with CRON_SECRET when set (a separate worker process needs it and APP_URL), else with a secret made by the
 * in-process worker at start, which only this process knows.
 */
const store = globalThis as unknown as { __agencyInternalCronSecret?: string };

export function internalCronSecret(): string {
  store.__agencyInternalCronSecret ??= randomBytes(24).toString('hex');
  return store.__agencyInternalCronSecret;
}

export function acceptsCronSecret(given: string): string[] {
  return [process.env.CRON_SECRET, store.__agencyInternalCronSecret].filter(
    (s): s is string => !!s && s.length > 0 && given.length > 0,
  );
}

export async function revalidateChargePages(): Promise<void> {
  const secret = process.env.CRON_SECRET || store.__agencyInternalCronSecret;
  if (!secret) return; // no Next server to ask (tests, a worker without CRON_SECRET): the hourly revalidation stays
  const response = await fetch(`${env.appUrl}/api/cron?revalidar=cobrancas`, {
    headers: { Authorization: `Bearer ${secret}` },
  });
  if (!response.ok) throw new Error(`revalidação das páginas de cobrança: HTTP ${response.status}`);
}
