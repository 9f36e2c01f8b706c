import 'server-only';
import { now } from '@/lib/clock';
import { PIX_SECTION, ZPixSettings, type TPixWebhookStatus } from '@/lib/settings/pix';
import { getAgency } from '@/server/agency/profile';
import type { DomainEvent } from '@/server/events/types';
import { getDb } from '@/server/platform/db/client';
import { readSettings, writeSettings } from '@/server/settings/store';
import { pixWebhookUrl } from './config';
import { currentPixProvider } from './providers';
import { registeredWebhookUrl } from './webhook-secret';

/**
 * The webhook at the PSP (`PUT /webhook/{chave}`, D171, D172), under the agency profile's key (the one key: the
 * environment's PIX_KEY only seeds a new install's profile). It runs:
 * - at start (server/bootstrap.ts), every time: a PSP may have lost it while the app was down;
 * - after the profile is saved (the `pix.registrarWebhook` follow-up), when its key or the address differ from what
 *   the bank last accepted: saving the logo registers nothing;
 * - from "Registrar webhook no banco" on /configuracoes/integracoes (webhook-actions.ts).
 * The PSP is called outside any transaction; its answer (accepted, or refused with the reason staff read) is then
 * kept in the settings section `pix`, which Integrações shows.
 */
export type WebhookMissing = 'notApi' | 'noUrl' | 'noKey';

export type WebhookRegistration =
  { ok: true; url: string; events: DomainEvent[] } | { ok: false; missing: WebhookMissing; events: DomainEvent[] };

export async function webhookStatus(): Promise<TPixWebhookStatus | null> {
  return (await readSettings(await getDb(), PIX_SECTION, ZPixSettings)).webhook;
}

export async function registerWebhook(
  options: { force: boolean; userId?: string | null } = { force: true },
): Promise<WebhookRegistration> {
  const provider = currentPixProvider();
  const base = pixWebhookUrl();
  if (provider.kind !== 'api') return { ok: false, missing: 'notApi', events: [] };
  if (!base) return { ok: false, missing: 'noUrl', events: [] };
  // The bank gets the address with its secret segment (D176); the answer is that address.
  const url = registeredWebhookUrl(base);
  const chave = (await getAgency()).pix.key;
  if (!chave) return { ok: false, missing: 'noKey', events: [] };
  if (!options.force) {
    const last = await webhookStatus();
    if (last?.aceito && last.url === base && last.chave === chave) return { ok: true, url, events: [] };
  }
  const keep = async (aceito: boolean, erro: string | null) => {
    // The address as configured, never the registered one: its secret segment is not stored (D176).
    const webhook = { url: base, chave, aceito, erro, em: now().toISOString() };
    return (await writeSettings(await getDb(), PIX_SECTION, ZPixSettings, { webhook }, options.userId ?? null)).events;
  };
  try {
    await provider.registerWebhook(chave, url);
  } catch (error) {
    await keep(false, error instanceof Error ? error.message : String(error)).catch((cause) =>
      console.error('[pix] webhook status not kept', cause),
    );
    throw error;
  }
  return { ok: true, url, events: await keep(true, null) };
}

/** At start: registered once, in the background (a PSP that is slow must not hold the start). */
export function registerWebhookAtStart(): void {
  void (async () => {
    const registered = await registerWebhook({ force: true });
    if (registered.events.length) {
      const { dispatch } = await import('@/server/events/dispatch');
      await dispatch(registered.events, 'background');
    }
  })().catch((error) => console.error('[pix] webhook registration at start failed', error));
}
