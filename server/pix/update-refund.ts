import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { m } from '@/lib/messages';
import { isFinalRefundStatus, type RefundStatus } from '@/lib/pix/refund';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, pixDevolucoes, type PixDevolucao } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';

/**
 * The one writer that moves a refund's status (D21), from what the PSP answered (`PUT` or `GET
 * /pix/{e2eid}/devolucao/{id}`, or a webhook about it): `EM_PROCESSAMENTO` → `DEVOLVIDO` or `NAO_REALIZADO`.
 * A final status never changes again, so a late or repeated answer changes nothing; the final step is on the
 * charge's timeline once.
 */
export async function updateRefund(
  db: Db,
  actor: Actor,
  input: {
    refundId: string;
    answer: { status: RefundStatus; rtrId: string | null; motivo: string | null; liquidadaEm: Date | null };
  },
): Promise<Written<PixDevolucao>> {
  const [refund] = await db.select().from(pixDevolucoes).where(eq(pixDevolucoes.id, input.refundId)).for('update');
  if (!refund) throw new ActionError(m.pix.writers.refundNotFound);
  const { answer } = input;
  const same = refund.status === answer.status && refund.rtrId === answer.rtrId;
  if (isFinalRefundStatus(refund.status) || same) return { row: refund, events: [] };

  const at = now();
  const [row] = await db
    .update(pixDevolucoes)
    .set({
      status: answer.status,
      rtrId: answer.rtrId ?? refund.rtrId,
      motivo: answer.motivo ?? refund.motivo,
      liquidadoEm: answer.status === 'DEVOLVIDO' ? (answer.liquidadaEm ?? at) : null,
      updatedAt: at,
    })
    .where(eq(pixDevolucoes.id, refund.id))
    .returning();
  const [charge] = row.cobrancaId
    ? await db
        .select({ clienteId: cobrancas.clienteId, slug: cobrancas.slug })
        .from(cobrancas)
        .where(eq(cobrancas.id, row.cobrancaId))
    : [];
  const clienteId = charge?.clienteId ?? null;
  if (row.cobrancaId && isFinalRefundStatus(row.status))
    await recordEvent(db, {
      clienteId,
      tipo: row.status === 'DEVOLVIDO' ? 'pix.refunded' : 'pix.refundFailed',
      assunto: { tipo: 'charge', id: row.cobrancaId },
      ator: actor,
      dados: { valor: row.valor, endToEndId: row.endToEndId, motivo: row.motivo },
      chave: `pix.refund:${row.id}:${row.status}`,
      em: at,
    });
  const event = {
    type: 'pix.refundUpdated' as const,
    refundId: row.id,
    pixId: row.pixRecebidoId,
    chargeId: row.cobrancaId,
    chargeSlug: charge?.slug ?? null,
    clienteId,
    status: row.status,
  };
  return { row, events: [event] };
}
