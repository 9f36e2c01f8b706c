import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { OPEN_CHARGE_STATUSES } from '@/lib/charges/rules';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import { markChargePaid } from '@/server/charges/mark-charge-paid';
import type { DomainEvent } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, extratoCreditos, pixRecebidos } from '@/server/platform/db/schema';
import { matchReceivedPix } from './match-received-pix';
import { reconcileStatementCredit } from './reconcile-statement-credit';

/**
 * Staff settle a charge from the reconciliation screen (D20, D99): a statement credit or a received Pix linked to
 * an open charge, in ONE transaction with THE "charge paid" writer, so the instalment, the receipt and the end of
 * the régua follow as for any payment. A charge that is no longer open is refused and nothing changes.
 */
async function openCharge(db: Db, chargeId: string) {
  const [charge] = await db
    .select({ id: cobrancas.id })
    .from(cobrancas)
    .where(and(eq(cobrancas.id, chargeId), inArray(cobrancas.status, [...OPEN_CHARGE_STATUSES])));
  if (!charge) throw new ActionError(m.pix.reconciliation.chargeNotOpen);
  return charge;
}

export async function settleCredit(
  db: Db,
  actor: Actor,
  input: { creditId: string; chargeId: string },
): Promise<DomainEvent[]> {
  await openCharge(db, input.chargeId);
  const credit = await reconcileStatementCredit(db, actor, input);
  const [row] = await db.select().from(extratoCreditos).where(eq(extratoCreditos.id, input.creditId));
  const paid = await markChargePaid(db, actor, input.chargeId, new Date(`${row.data}T12:00:00-03:00`));
  return [...credit.events, ...paid.events];
}

export async function settlePixByStaff(
  db: Db,
  actor: Actor,
  input: { pixId: string; chargeId: string },
): Promise<DomainEvent[]> {
  await openCharge(db, input.chargeId);
  const matched = await matchReceivedPix(db, actor, { ...input, status: 'conciliado' });
  const [pix] = await db.select().from(pixRecebidos).where(eq(pixRecebidos.id, input.pixId));
  const paid = await markChargePaid(db, actor, input.chargeId, pix.horario, {
    endToEndId: pix.endToEndId,
    valor: pix.valor,
    componentes: pix.componentes,
    pagadorNome: pix.pagadorNome,
  });
  return [...matched.events, ...paid.events];
}
