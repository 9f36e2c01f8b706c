import 'server-only';
import { and, eq, lte } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { todayInSaoPaulo } from '@/lib/format';
import { m } from '@/lib/messages';
import { lastOverdueDueDate } from '@/lib/pix/holidays';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, type Cobranca } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';
import { chargeRef } from './charge-event';

/** The automatic step that marks charges overdue (job `cobranca.vencer`). */
export const OVERDUE_ACTOR: Actor = { tipo: 'sistema', nome: m.automation.sistema.vencimento };

/**
 * A pendente charge becomes vencido from the start of the São Paulo day after its due date (D6), that date moved
 * to the next business day as the bank moves it (D197: a Saturday's charge is open on Monday), with a timeline
 * entry by the automatic step. The conditional UPDATE makes it idempotent and leaves a charge paid or cancelled in
 * the meantime alone (`row: null`).
 */
export async function markChargeOverdue(
  db: Db,
  actor: Actor,
  id: string,
  today: string = todayInSaoPaulo(now()),
): Promise<Written<Cobranca | null>> {
  const [row] = await db
    .update(cobrancas)
    .set({ status: 'vencido', updatedAt: now() })
    .where(
      and(
        eq(cobrancas.id, id),
        eq(cobrancas.status, 'pendente'),
        lte(cobrancas.dataVencimento, lastOverdueDueDate(today)),
      ),
    )
    .returning();
  if (!row) return { row: null, events: [] };
  await recordEvent(db, {
    clienteId: row.clienteId,
    tipo: 'charge.overdue',
    assunto: { tipo: 'charge', id: row.id },
    ator: actor,
    dados: { dataVencimento: row.dataVencimento },
    visivelCliente: true,
    chave: `charge.overdue:${row.id}`,
  });
  return { row, events: [{ type: 'charge.overdue', ...chargeRef(row) }] };
}
