import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { OPEN_CHARGE_STATUSES } from '@/lib/charges/rules';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, type Cobranca } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';
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
  const [row] = await db
    .update(cobrancas)
    .set({
      status: 'pago',
      dataPagamento: at,
      updatedAt: at,
      ...(pix ? { valorPago: pix.valor, pixStatus: 'CONCLUIDA' } : {}),
    })
    .where(and(eq(cobrancas.id, id), inArray(cobrancas.status, [...OPEN_CHARGE_STATUSES])))
    .returning();
  if (!row) return refusalFor(db, id);
  // A Pix is its own entry ("Pix recebido", with the payer and the parts of the amount): the payment's story.
  await recordEvent(db, {
    clienteId: row.clienteId,
    tipo: pix ? 'pix.received' : 'charge.paid',
    assunto: { tipo: 'charge', id },
    ator: actor,
    visivelCliente: true,
    em: at,
    ...(pix
      ? {
          dados: { valor: pix.valor, pagador: pix.pagadorNome, componentes: pix.componentes },
          chave: `pix.received:${pix.endToEndId}`,
        }
      : {}),
  });
  return { row, events: [{ type: 'charge.paid', ...chargeRef(row), at, valor: row.valorPago ?? row.valor }] };
}
