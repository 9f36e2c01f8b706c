import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { formatMoney } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { refundIdFor } from '@/lib/pix/refund';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, pixDevolucoes, pixRecebidos, type PixDevolucao } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';

const t = m.pix.writers;

/**
 * The one writer that creates a refund (devolução) of a received Pix, full or partial, before the PSP is asked
 * (D21): the row's id gives the devolução id the PSP receives, so a retry of the request after a timeout asks
 * for the same refund and never a second one. Refunds that did not happen (`NAO_REALIZADO`) do not count against
 * the Pix's amount; the others together never exceed it. The row starts `EM_PROCESSAMENTO`; update-refund.ts
 * follows the PSP's answers.
 */
export async function requestRefund(
  db: Db,
  actor: Actor,
  input: { pixId: string; valor: number },
): Promise<Written<PixDevolucao>> {
  if (!Number.isSafeInteger(input.valor) || input.valor <= 0) throw new ActionError(t.refundValor);
  const [pix] = await db.select().from(pixRecebidos).where(eq(pixRecebidos.id, input.pixId)).for('update');
  if (!pix) throw new ActionError(t.pixNotFound);
  const [{ devolvido }] = await db
    .select({ devolvido: sql<number>`coalesce(sum(${pixDevolucoes.valor}), 0)::int` })
    .from(pixDevolucoes)
    .where(and(eq(pixDevolucoes.pixRecebidoId, pix.id), ne(pixDevolucoes.status, 'NAO_REALIZADO')));
  const restante = pix.valor - devolvido;
  if (input.valor > restante) throw new ActionError(fill(t.refundExceeds, { restante: formatMoney(restante) }));

  const id = randomUUID();
  const at = now();
  const [row] = await db
    .insert(pixDevolucoes)
    .values({
      id,
      pixRecebidoId: pix.id,
      endToEndId: pix.endToEndId,
      devolucaoId: refundIdFor(id),
      valor: input.valor,
      status: 'EM_PROCESSAMENTO',
      cobrancaId: pix.cobrancaId,
      solicitadoPor: actor.tipo === 'staff' ? actor.usuarioId : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const clienteId = pix.cobrancaId
    ? ((await db.select({ id: cobrancas.clienteId }).from(cobrancas).where(eq(cobrancas.id, pix.cobrancaId)))[0]?.id ??
      null)
    : null;
  if (pix.cobrancaId)
    await recordEvent(db, {
      clienteId,
      tipo: 'pix.refundRequested',
      assunto: { tipo: 'charge', id: pix.cobrancaId },
      ator: actor,
      dados: { valor: row.valor, endToEndId: row.endToEndId },
      chave: `pix.refundRequested:${row.id}`,
      em: at,
    });
  const event = {
    type: 'pix.refundUpdated' as const,
    refundId: row.id,
    pixId: pix.id,
    chargeId: pix.cobrancaId,
    clienteId,
    status: row.status,
  };
  return { row, events: [event] };
}
