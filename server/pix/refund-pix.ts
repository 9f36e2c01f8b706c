import 'server-only';
import { eq } from 'drizzle-orm';
import type { Actor } from '@/lib/timeline/kinds';
import type { DomainEvent } from '@/server/events/types';
import { getDb } from '@/server/platform/db/client';
import { pixDevolucoes, type PixDevolucao } from '@/server/platform/db/schema';
import { PixApiError } from './errors';
import type { DynamicPixProvider } from './provider';
import { requestRefund } from './request-refund';
import { updateRefund } from './update-refund';

/**
 * A refund (devolução) from start to end: the row is written first (request-refund.ts: the devolução id is fixed
 * before the PSP is asked), then `PUT /pix/{e2eid}/devolucao/{id}`, then the PSP's answer through update-refund.ts.
 * A refusal by the PSP ends the refund as NAO_REALIZADO with the PSP's reason; a PSP that is down or slow leaves
 * it EM_PROCESSAMENTO, and `followRefunds` (the refund job) asks again with the same id, so it is never made twice.
 */
export type RefundOutcome = { refund: PixDevolucao; events: DomainEvent[]; error: PixApiError | null };

async function ask(provider: DynamicPixProvider, actor: Actor, refund: PixDevolucao): Promise<RefundOutcome> {
  const db = await getDb();
  try {
    const known = await provider.getRefund(refund.endToEndId, refund.devolucaoId);
    const answer = known ?? (await provider.requestRefund(refund.endToEndId, refund.devolucaoId, refund.valor));
    const written = await db.transaction((tx) => updateRefund(tx, actor, { refundId: refund.id, answer }));
    return { refund: written.row, events: written.events, error: null };
  } catch (error) {
    if (!(error instanceof PixApiError)) throw error;
    if (error.kind !== 'invalid') return { refund, events: [], error };
    const answer = {
      status: 'NAO_REALIZADO' as const,
      rtrId: refund.rtrId,
      motivo: error.message.slice(0, 140),
      liquidadaEm: null,
    };
    const written = await db.transaction((tx) => updateRefund(tx, actor, { refundId: refund.id, answer }));
    return { refund: written.row, events: written.events, error };
  }
}

export async function refundPix(
  provider: DynamicPixProvider,
  actor: Actor,
  input: { pixId: string; valor: number },
): Promise<RefundOutcome> {
  const db = await getDb();
  const created = await db.transaction((tx) => requestRefund(tx, actor, input));
  const outcome = await ask(provider, actor, created.row);
  return { ...outcome, events: [...created.events, ...outcome.events] };
}

/** The refund job: every refund still EM_PROCESSAMENTO asked again (GET, or PUT when the PSP never got it). */
export async function followRefunds(provider: DynamicPixProvider, actor: Actor): Promise<RefundOutcome[]> {
  const db = await getDb();
  const open = await db.select().from(pixDevolucoes).where(eq(pixDevolucoes.status, 'EM_PROCESSAMENTO'));
  const outcomes: RefundOutcome[] = [];
  for (const refund of open) outcomes.push(await ask(provider, actor, refund));
  return outcomes;
}
