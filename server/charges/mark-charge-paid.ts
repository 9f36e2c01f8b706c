import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { OPEN_CHARGE_STATUSES } from '@/lib/charges/rules';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { caseById } from '@/server/platform/db/rows';
import { cobrancas, type Cobranca } from '@/server/platform/db/schema';
import { recordEvents } from '@/server/timeline/record';
import { chargeRef } from './charge-event';

/** Why a status writer changed nothing: no such charge, or it is no longer open (paid or cancelled already). */
export type Refusal = 'notFound' | 'notOpen';
export type StatusWritten = Written<Cobranca | null> & { refused?: Refusal };

/** After a conditional UPDATE found nothing: tells a missing charge from one that is no longer open. */
export async function refusalFor(db: Db, id: string): Promise<StatusWritten> {
  const [row] = await db.select({ id: cobrancas.id }).from(cobrancas).where(eq(cobrancas.id, id));
  return { row: null, events: [], refused: row ? 'notOpen' : 'notFound' };
}

/**
 * THE "charge paid" (decision D21, document 001 §4): staff's "Marcar como Pago" and a payment's fulfilment
 * (server/payments/fulfil.ts: the webhook, the success page, "Verificar status") both come here. Only an open
 * charge (lib/charges/rules.ts) moves, in one conditional UPDATE: of two paths at once exactly one sees the row
 * change, and only that one writes the timeline entry and reports `charge.paid`, whose follow-ups (the project
 * instalment, the receipt e-mail) therefore run once.
 */
/** A charge paid by a Pix the PSP confirmed (D20): what came, and from whom, for the charge and its timeline. */
export type PaidByPix = {
  endToEndId: string;
  valor: number;
  componentes: Record<string, number | null> | null;
  pagadorNome: string | null;
};

export async function markChargePaid(
  db: Db,
  actor: Actor,
  id: string,
  at: Date = now(),
  pix?: PaidByPix,
): Promise<StatusWritten> {
  const [written] = await markChargesPaid(db, [{ id, actor, at, pix }]);
  return written.row ? written : refusalFor(db, id);
}

/** One charge of a batch for THE "charge paid": who paid, when, and the Pix that paid it when one did. */
export type ChargeToPay = { id: string; actor: Actor; at: Date; pix?: PaidByPix };

/**
 * The batch form of the same writer (D130): a worker that settles many notified Pix at once pays their charges in
 * one conditional UPDATE and writes their timeline entries in one INSERT, instead of two statements a charge. Each
 * charge moves only if open, exactly as one by one; the answer follows the input's order, `row: null` (no event)
 * for a charge that did not move.
 */
export async function markChargesPaid(db: Db, list: readonly ChargeToPay[]): Promise<Array<Written<Cobranca | null>>> {
  if (list.length === 0) return [];
  const byId = new Map(list.map((item) => [item.id, item]));
  const ids = [...byId.keys()];
  const pixPaid = list.filter((item) => item.pix);
  const rows = await db
    .update(cobrancas)
    .set({
      status: 'pago',
      dataPagamento: caseById(
        cobrancas.id,
        list.map((item) => [item.id, item.at.toISOString()] as const),
        'timestamptz',
        cobrancas.dataPagamento,
      ),
      updatedAt: now(),
      ...(pixPaid.length > 0
        ? {
            valorPago: caseById(
              cobrancas.id,
              pixPaid.map((item) => [item.id, item.pix!.valor] as const),
              'integer',
              cobrancas.valorPago,
            ),
            pixStatus: caseById(
              cobrancas.id,
              pixPaid.map((item) => [item.id, 'CONCLUIDA'] as const),
              'text',
              cobrancas.pixStatus,
            ),
          }
        : {}),
    })
    .where(and(inArray(cobrancas.id, ids), inArray(cobrancas.status, [...OPEN_CHARGE_STATUSES])))
    .returning();
  // A Pix is its own entry ("Pix recebido", with the payer and the parts of the amount): the payment's story.
  await recordEvents(
    db,
    rows.map((row) => {
      const { actor, at, pix } = byId.get(row.id)!;
      return {
        clienteId: row.clienteId,
        tipo: pix ? 'pix.received' : 'charge.paid',
        assunto: { tipo: 'charge', id: row.id },
        ator: actor,
        visivelCliente: true,
        em: at,
        ...(pix
          ? {
              dados: { valor: pix.valor, pagador: pix.pagadorNome, componentes: pix.componentes },
              chave: `pix.received:${pix.endToEndId}`,
            }
          : {}),
      };
    }),
  );
  const moved = new Map(rows.map((row) => [row.id, row]));
  return list.map((item) => {
    const row = moved.get(item.id);
    // A charge named twice moved once: the first naming reports it.
    moved.delete(item.id);
    if (!row) return { row: null, events: [] };
    const { at, pix } = byId.get(row.id)!;
    // D162: the Pix that paid it rides on the event, for the agency's notice (one per end-to-end id).
    const byPix = pix ? { endToEndId: pix.endToEndId } : {};
    return {
      row,
      events: [{ type: 'charge.paid', ...chargeRef(row), at, valor: row.valorPago ?? row.valor, ...byPix }],
    };
  });
}
