import 'server-only';
import { endToEndIdsOfNotification } from '@/lib/pix/received';
import type { DomainEvent } from '@/server/events/types';
import { getDb } from '@/server/platform/db/client';
import type { PixRecebido } from '@/server/platform/db/schema';
import type { DynamicPixProvider, FetchedPix } from './provider';
import { recordReceivedPix, type PixOrigin } from './record-received-pix';

/**
 * How received Pix get in (D20): a webhook notification is a hint, never proof. Each end-to-end id it names is
 * re-read from the PSP (`GET /pix/{e2eid}`); one the PSP does not know (a forged or mistaken notification) is
 * left out and reported. What the PSP confirms is stored once (record-received-pix.ts). The reconciliation job
 * lists received Pix (`GET /pix?inicio&fim`) and stores them the same way, so a lost notification changes
 * nothing. Settling the charges is the follow-up of the `pix.received` events returned here, for the caller to
 * dispatch after commit (server/events/dispatch.ts).
 */
export type Ingested = {
  /** Pix stored now. */
  novos: PixRecebido[];
  /** Pix the PSP confirmed that were already stored (a repeated notification). */
  repetidos: PixRecebido[];
  /** End-to-end ids the PSP does not know. */
  desconhecidos: string[];
  events: DomainEvent[];
};

async function store(items: FetchedPix[], origem: PixOrigin, result: Ingested): Promise<Ingested> {
  const db = await getDb();
  for (const item of items) {
    const written = await db.transaction((tx) => recordReceivedPix(tx, item.pix, item.raw, origem));
    (written.created ? result.novos : result.repetidos).push(written.row);
    result.events.push(...written.events);
  }
  return result;
}

/** A webhook body (`{ pix: [...] }`): each Pix re-read from the PSP before it is stored. */
export async function ingestNotification(provider: DynamicPixProvider, body: unknown): Promise<Ingested> {
  const result: Ingested = { novos: [], repetidos: [], desconhecidos: [], events: [] };
  const confirmed: FetchedPix[] = [];
  for (const e2eid of endToEndIdsOfNotification(body)) {
    const fetched = await provider.getPix(e2eid);
    if (!fetched || fetched.pix.endToEndId !== e2eid) result.desconhecidos.push(e2eid);
    else confirmed.push(fetched);
  }
  if (result.desconhecidos.length)
    console.warn(`[pix] notification names Pix the PSP does not know: ${result.desconhecidos.join(', ')}`);
  return store(confirmed, 'webhook', result);
}

/** The reconciliation job's pass: every Pix the PSP received in the window, stored if new. */
export async function ingestReceivedBetween(provider: DynamicPixProvider, inicio: Date, fim: Date): Promise<Ingested> {
  const listed = await provider.listPix(inicio, fim);
  return store(listed, 'reconciliacao', { novos: [], repetidos: [], desconhecidos: [], events: [] });
}

/** One Pix by its end-to-end id (the sandbox's page after paying, a staff "check again"). */
export async function ingestOne(provider: DynamicPixProvider, e2eid: string, origem: PixOrigin): Promise<Ingested> {
  const fetched = await provider.getPix(e2eid);
  const result: Ingested = { novos: [], repetidos: [], desconhecidos: fetched ? [] : [e2eid], events: [] };
  return store(fetched ? [fetched] : [], origem, result);
}
