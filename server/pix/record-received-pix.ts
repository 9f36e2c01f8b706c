import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import type { ReceivedPix } from '@/lib/pix/received';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { pixRecebidos, type PixRecebido } from '@/server/platform/db/schema';

export type PixOrigin = 'webhook' | 'reconciliacao' | 'sandbox';

/**
 * The one writer that stores a received Pix (D21): once per `endToEndId`, whoever reports it first (the webhook
 * after re-reading it from the PSP, the reconciliation job, the sandbox). A second report of the same Pix, at
 * once or a day later, finds the row and changes nothing (`created: false`, no event), so three copies of one
 * notification settle one charge once. The Pix starts `pendente`: matching it to its charge is
 * match-received-pix.ts, in the same transaction as the charge's own writer.
 */
export async function recordReceivedPix(
  db: Db,
  pix: ReceivedPix,
  raw: unknown,
  origem: PixOrigin,
): Promise<Written<PixRecebido> & { created: boolean }> {
  const at = now();
  const [inserted] = await db
    .insert(pixRecebidos)
    .values({
      endToEndId: pix.endToEndId,
      txid: pix.txid,
      valor: pix.valor,
      componentes: pix.componentesValor,
      pagadorNome: pix.pagador?.nome ?? null,
      pagadorDocumento: pix.pagador?.documento ?? null,
      infoPagador: pix.infoPagador,
      horario: pix.horario,
      origem,
      dados: raw ?? {},
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: pixRecebidos.endToEndId })
    .returning();
  if (inserted) {
    const event = {
      type: 'pix.received' as const,
      pixId: inserted.id,
      endToEndId: inserted.endToEndId,
      txid: inserted.txid,
    };
    return { row: inserted, created: true, events: [event] };
  }
  const [existing] = await db.select().from(pixRecebidos).where(eq(pixRecebidos.endToEndId, pix.endToEndId));
  return { row: existing, created: false, events: [] };
}
