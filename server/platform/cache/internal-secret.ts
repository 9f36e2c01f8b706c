import 'server-only';
import { randomBytes } from 'node:crypto';
import { readEnv } from '@/server/platform/env';

/**
 * Next revalidates only inside a request to its own server, so work done in the background (the job worker) asks
 * the app's internal route (/api/cron) to do it: with CRON_SECRET when set (a separate worker process needs it and
 * APP_URL), else with a secret made by the in-process worker at start, which only this process knows.
 */
const store = globalThis as unknown as { __agencyInternalCronSecret?: string };

/** Made once per process (instrumentation.ts calls it when the in-process worker starts). */
export function internalCronSecret(): string {
  store.__agencyInternalCronSecret ??= randomBytes(24).toString('hex');
  return store.__agencyInternalCronSecret;
}

/** The secret this process can use to reach its own internal route, if any. */
export function backgroundSecret(): string | undefined {
  return readEnv().CRON_SECRET || store.__agencyInternalCronSecret;
}

/** The secrets the internal route accepts (none when the route is off). */
export function acceptsCronSecret(given: string): string[] {
  return [readEnv().CRON_SECRET, store.__agencyInternalCronSecret].filter(
    (s): s is string => !!s && s.length > 0 && given.length > 0,
  );
}
