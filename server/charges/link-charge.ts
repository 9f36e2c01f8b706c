import 'server-only';
import { and, eq, gte, isNull, ne } from 'drizzle-orm';
import type { Actor } from '@/lib/timeline/kinds';
import type { DomainEvent, Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { cobrancas } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';
import { chargeRef } from './charge-event';

export type HandCharge = { id: string; valor: number; status: string };

/**
 * Charges staff made by hand for a client since a day (a proposal's or a contract's creation): not linked to any
 * contract, not cancelled, not part of a recurring series. The signed-contract step links these instead of billing
 * the same work twice (D56).
 */
export async function handMadeCharges(db: Db, clienteId: string, since: Date): Promise<HandCharge[]> {
  return db
    .select({ id: cobrancas.id, valor: cobrancas.valor, status: cobrancas.status })
    .from(cobrancas)
    .where(
      and(
        eq(cobrancas.clienteId, clienteId),
        isNull(cobrancas.contratoId),
        isNull(cobrancas.serieId),
        ne(cobrancas.status, 'cancelado'),
        gte(cobrancas.dataCriacao, since),
      ),
    )
    .orderBy(cobrancas.dataCriacao, cobrancas.id)
    .for('update');
}

/**
 * A hand-made charge becomes part of a signed contract (as one of its plan's instalments, or beside them when its
 * amount matches none), with a timeline entry saying so. Its status, amount and due date stay as they are.
 */
export async function linkChargeToContract(
  db: Db,
  actor: Actor,
  input: { chargeId: string; contratoId: string; contrato: string; parcela: number | null },
): Promise<Written<{ id: string }>> {
  const [row] = await db
    .update(cobrancas)
    .set({ contratoId: input.contratoId, parcelaNumero: input.parcela, updatedAt: new Date() })
    .where(and(eq(cobrancas.id, input.chargeId), isNull(cobrancas.contratoId)))
    .returning({
      id: cobrancas.id,
      slug: cobrancas.slug,
      clienteId: cobrancas.clienteId,
      contratoId: cobrancas.contratoId,
    });
  if (!row) return { row: { id: input.chargeId }, events: [] };
  await recordEvent(db, {
    clienteId: row.clienteId,
    tipo: 'charge.linked',
    assunto: { tipo: 'charge', id: row.id },
    ator: actor,
    dados: { contrato: input.contrato, parcela: input.parcela },
  });
  const events: DomainEvent[] = [{ type: 'charge.updated', ...chargeRef(row) }];
  return { row: { id: row.id }, events };
}
