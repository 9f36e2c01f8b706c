import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { todayInSaoPaulo } from '@/lib/format';
import { m } from '@/lib/messages';
import type { Db } from '@/server/platform/db/client';
import { cobrancas } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';

/**
 * Issue 19 item 3: a pendente charge becomes vencido from the start of the São Paulo day after its due date
 * (D6), with a timeline entry by the automatic step. The conditional update makes it idempotent and leaves a
 * charge paid in the meantime alone.
 */
export async function markOverdue(db: Db, cobrancaId: string): Promise<boolean> {
  const today = todayInSaoPaulo(now());
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .update(cobrancas)
      .set({ status: 'vencido', updatedAt: now() })
      .where(and(eq(cobrancas.id, cobrancaId), eq(cobrancas.status, 'pendente'), lt(cobrancas.dataVencimento, today)))
      .returning({ id: cobrancas.id, clienteId: cobrancas.clienteId, dataVencimento: cobrancas.dataVencimento });
    if (!row) return false;
    await recordEvent(tx, {
      clienteId: row.clienteId,
      tipo: 'charge.overdue',
      assunto: { tipo: 'charge', id: row.id },
      ator: { tipo: 'sistema', nome: m.automation.sistema.vencimento },
      dados: { dataVencimento: row.dataVencimento },
      visivelCliente: true,
      chave: `charge.overdue:${row.id}`,
    });
    return true;
  });
}
