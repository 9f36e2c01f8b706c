import 'server-only';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { OPEN_CHARGE_STATUSES } from '@/lib/charges/rules';
import { todayInSaoPaulo } from '@/lib/format';
import { amountDueOn } from '@/lib/pix/amount-due';
import { cobvTerms } from '@/lib/pix/cobv';
import type { Actor } from '@/lib/timeline/kinds';
import { markChargePaid } from '@/server/charges/mark-charge-paid';
import type { DomainEvent } from '@/server/events/types';
import { getDb, type Db } from '@/server/platform/db/client';
import { cobrancas, pixRecebidos } from '@/server/platform/db/schema';
import { validadeAposVencimento } from './charge-cobv';
import { matchReceivedPix } from './match-received-pix';

/**
 * A received Pix settles its charge (D20, D99): the `pix.received` follow-up and the reconciliation job's pass.
 * The Pix's txid names the charge (cobrancas.pix_txid). It pays the charge when it brings at least what the cobv
 * asked on the São Paulo day it was paid (original, fine and interest as lib/pix/amount-due.ts computes them):
 * then, in one transaction, the Pix is `conciliado` and the charge is paid through THE "charge paid" writer with
 * the amount received, whose `charge.paid` event brings the instalment, the receipt and the end of the régua.
 * Less than that, or a charge no longer open, is `divergente`; a txid of no charge stays `pendente`: staff decide
 * both on the reconciliation screen. The row lock makes three copies of one notification settle once.
 */
const isOpen = (status: string) => (OPEN_CHARGE_STATUSES as readonly string[]).includes(status);

/** Settles one stored Pix inside the caller's transaction (the notified-Pix batch runs many in one, D130). */
export async function settleReceivedPixIn(db: Db, pixId: string): Promise<DomainEvent[]> {
  const [pix] = await db.select().from(pixRecebidos).where(eq(pixRecebidos.id, pixId)).for('update');
  if (!pix || pix.status !== 'pendente' || !pix.txid) return [];
  const [charge] = await db.select().from(cobrancas).where(eq(cobrancas.pixTxid, pix.txid));
  if (!charge) return [];
  // The payer's name as the actor: the timeline reads "Automático · Ana Lima".
  const actor: Actor = { tipo: 'sistema', nome: pix.pagadorNome || 'Pix' };
  const terms = cobvTerms(charge, await validadeAposVencimento(db));
  const due = amountDueOn({ ...terms, valor: terms.valor }, todayInSaoPaulo(pix.horario));
  const pays = isOpen(charge.status) && pix.valor >= due.total;
  const matched = await matchReceivedPix(db, actor, {
    pixId,
    chargeId: charge.id,
    status: pays ? 'conciliado' : 'divergente',
  });
  if (!pays) return matched.events;
  const paid = await markChargePaid(db, actor, charge.id, pix.horario, {
    endToEndId: pix.endToEndId,
    valor: pix.valor,
    componentes: pix.componentes,
    pagadorNome: pix.pagadorNome,
  });
  return [...matched.events, ...paid.events];
}

export async function settleReceivedPix(pixId: string): Promise<DomainEvent[]> {
  const db = await getDb();
  return db.transaction((tx) => settleReceivedPixIn(tx as unknown as Db, pixId));
}

/** The job's safety net: every `pendente` Pix whose txid names a charge, settled (a follow-up that never ran). */
export async function settlePendingPix(): Promise<DomainEvent[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: pixRecebidos.id })
    .from(pixRecebidos)
    .innerJoin(cobrancas, eq(cobrancas.pixTxid, pixRecebidos.txid))
    .where(
      and(
        eq(pixRecebidos.status, 'pendente'),
        isNotNull(pixRecebidos.txid),
        inArray(cobrancas.status, [...OPEN_CHARGE_STATUSES]),
      ),
    );
  const events: DomainEvent[] = [];
  for (const row of rows) events.push(...(await settleReceivedPix(row.id)));
  return events;
}
