import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { daysPastDue } from '@/lib/charges/rules';
import { todayInSaoPaulo } from '@/lib/format';
import type { Actor } from '@/lib/timeline/kinds';
import type { Db } from '@/server/platform/db/client';
import { cobrancas } from '@/server/platform/db/schema';
import { pixProviderName } from '@/server/pix/config';
import { recordEvent } from '@/server/timeline/record';
import { chargeRef } from './charge-event';
import { refusalFor, type StatusWritten } from './mark-charge-paid';

/**
 * "Reativar cobrança" (D182): a cancelled charge that was never paid is open again, `vencido` when its due date has
 * passed (as the overdue step would have left it, D62), else `pendente`. Its cobv was removed at the PSP when it was
 * cancelled: a Pix charge with a PSP configured is `pendente` at the PSP again, and the event's follow-up registers a
 * new one (server/pix/charge-psp.ts `registerPendingCobv`, a new txid generation). The client is told by e-mail.
 */
export async function reactivateCharge(db: Db, actor: Actor, id: string): Promise<StatusWritten> {
  const at = now();
  const [current] = await db
    .select({ dataVencimento: cobrancas.dataVencimento, formaPagamento: cobrancas.formaPagamento })
    .from(cobrancas)
    .where(eq(cobrancas.id, id));
  if (!current) return refusalFor(db, id);
  const status = daysPastDue(current.dataVencimento, todayInSaoPaulo(at)) > 0 ? 'vencido' : 'pendente';
  const pix = current.formaPagamento === 'pix' && pixProviderName() !== 'static' ? { pixStatus: 'pendente' } : {};
  const [row] = await db
    .update(cobrancas)
    .set({ status, updatedAt: at, ...pix })
    .where(
      and(
        eq(cobrancas.id, id),
        eq(cobrancas.status, 'cancelado'),
        isNull(cobrancas.dataPagamento),
        isNull(cobrancas.valorPago),
      ),
    )
    .returning();
  if (!row) return { row: null, events: [], refused: 'notOpen' };
  await recordEvent(db, {
    clienteId: row.clienteId,
    tipo: 'charge.reactivated',
    assunto: { tipo: 'charge', id },
    ator: actor,
    em: at,
  });
  return { row, events: [{ type: 'charge.reactivated', ...chargeRef(row), at }] };
}
