import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { OPEN_CHARGE_STATUSES } from '@/lib/charges/rules';
import type { Actor } from '@/lib/timeline/kinds';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, type Cobranca } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';
import { chargeRef } from './charge-event';
import { refusalFor, type StatusWritten } from './mark-charge-paid';

/**
 * "Cancelar Cobrança" (document 001 §4): only an open charge is cancelled; the entry stays off the portal. The
 * optional reason (D182) is kept on the timeline entry and goes with the event, whose follow-up e-mails the client
 * (server/pipeline/charge-notices.ts) once the cancellation has committed.
 */
export async function cancelCharge(
  db: Db,
  actor: Actor,
  id: string,
  /** The cobv's columns after the PSP removed it (D99): asked before this transaction. */
  pix: Partial<Pick<Cobranca, 'pixStatus' | 'pixRevisao'>> = {},
  motivo: string | null = null,
): Promise<StatusWritten> {
  const at = now();
  const [row] = await db
    .update(cobrancas)
    .set({ status: 'cancelado', dataPagamento: null, updatedAt: at, ...pix })
    .where(and(eq(cobrancas.id, id), inArray(cobrancas.status, [...OPEN_CHARGE_STATUSES])))
    .returning();
  if (!row) return refusalFor(db, id);
  await recordEvent(db, {
    clienteId: row.clienteId,
    tipo: 'charge.cancelled',
    assunto: { tipo: 'charge', id },
    ator: actor,
    dados: motivo ? { motivo } : {},
    em: at,
  });
  return { row, events: [{ type: 'charge.cancelled', ...chargeRef(row), motivo, at }] };
}
