import 'server-only';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { OPEN_CHARGE_STATUSES } from '@/lib/charges/rules';
import { todayInSaoPaulo } from '@/lib/format';
import { amountDueOn } from '@/lib/pix/amount-due';
import { cobvTerms } from '@/lib/pix/cobv';
import type { Actor } from '@/lib/timeline/kinds';
import { markChargesPaid, type ChargeToPay } from '@/server/charges/mark-charge-paid';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, pixRecebidos } from '@/server/platform/db/schema';
import { validadeAposVencimento } from './charge-cobv';
import { matchReceivedPixes, type PixMatch } from './match-received-pix';

/**
 * A received Pix settles its charge (D20, D99): the `pix.received` follow-up and the reconciliation job's pass.
 * The Pix's txid names the charge (cobrancas.pix_txid). It pays the charge when it brings at least what the cobv
 * asked on the São Paulo day it was paid (original, fine and interest as lib/pix/amount-due.ts computes them):
 * then, in one transaction, the Pix is `conciliado` and the charge is paid through THE "charge paid" writer with
 * the amount received, whose `charge.paid` event brings the instalment, the receipt and the end of the régua.
 * Less than that, or a charge no longer open, is `divergente`; a txid of no charge stays `pendente`: staff decide
 * both on the reconciliation screen. The row lock makes three copies of one notification settle once.
 *
 * Two entries, as the writers have (D154): the batch and one Pix, which is the batch of one. Both run inside the
 * caller's transaction and answer every event they cause; what follows is the effects table's alone.
 */
const isOpen = (status: string) => (OPEN_CHARGE_STATUSES as readonly string[]).includes(status);

/** Settles one stored Pix inside the caller's transaction: the batch of one. */
export async function settleReceivedPix(db: Db, pixId: string): Promise<DomainEvent[]> {
  return settleReceivedPixes(db, [pixId]);
}

/**
 * Settles stored Pix inside the caller's transaction, in a few statements however many (the notified-Pix batch,
 * D130): the Pix locked, their charges locked and read at once, each decided as above, then linked and paid by the
 * batch forms of their writers. Two Pix of one charge in a batch settle it once, in the order they were paid: the
 * second finds it paid, as it would one by one.
 */
export async function settleReceivedPixes(db: Db, pixIds: readonly string[]): Promise<DomainEvent[]> {
  if (pixIds.length === 0) return [];
  const pixes = (
    await db
      .select()
      .from(pixRecebidos)
      .where(
        and(inArray(pixRecebidos.id, [...pixIds]), eq(pixRecebidos.status, 'pendente'), isNotNull(pixRecebidos.txid)),
      )
      .orderBy(asc(pixRecebidos.horario), asc(pixRecebidos.id))
      .for('update')
  ).filter((pix) => pix.txid);
  if (pixes.length === 0) return [];
  const charges = await db
    .select()
    .from(cobrancas)
    .where(inArray(cobrancas.pixTxid, [...new Set(pixes.map((pix) => pix.txid!))]))
    .orderBy(asc(cobrancas.id))
    .for('update');
  const byTxid = new Map(charges.map((charge) => [charge.pixTxid!, charge]));
  const validade = await validadeAposVencimento(db);
  const paidHere = new Set<string>();
  const matches: PixMatch[] = [];
  const payments: ChargeToPay[] = [];
  for (const pix of pixes) {
    const charge = byTxid.get(pix.txid!);
    if (!charge) continue;
    // The payer's name as the actor: the timeline reads "Automático · Ana Lima".
    const actor: Actor = { tipo: 'sistema', nome: pix.pagadorNome || 'Pix' };
    const terms = cobvTerms(charge, validade);
    const due = amountDueOn({ ...terms, valor: terms.valor }, todayInSaoPaulo(pix.horario));
    const pays = isOpen(charge.status) && !paidHere.has(charge.id) && pix.valor >= due.total;
    matches.push({
      pixId: pix.id,
      chargeId: charge.id,
      clienteId: charge.clienteId,
      status: pays ? 'conciliado' : 'divergente',
    });
    if (!pays) continue;
    paidHere.add(charge.id);
    payments.push({
      id: charge.id,
      actor,
      at: pix.horario,
      pix: { endToEndId: pix.endToEndId, valor: pix.valor, componentes: pix.componentes, pagadorNome: pix.pagadorNome },
    });
  }
  const events: DomainEvent[] = [];
  const matched = await matchReceivedPixes(db, { tipo: 'sistema', nome: 'Pix' }, matches);
  for (const written of matched) if (written.row) events.push(...written.events);
  for (const paid of await markChargesPaid(db, payments)) events.push(...paid.events);
  return events;
}

/** The reconciliation job's safety net: every `pendente` Pix whose txid names an open charge (a follow-up lost). */
export async function pendingPixIds(db: Db): Promise<string[]> {
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
  return rows.map((row) => row.id);
}
