import 'server-only';
import { eq } from 'drizzle-orm';
import { clientForPayment, relinkTimeline } from '@/server/clients/link';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, pagamentos } from '@/server/platform/db/schema';
import { recordEvent } from './record';

/**
 * A payment confirmed or failed (fulfilment, issue 18 item 2), in the fulfilment's transaction: the payment
 * is linked to its client first when it is not yet (payments come from public forms), then the timeline gets
 * the payment's entry, and the paid charge's when fulfilment marked one paid.
 */
export async function recordPaymentOutcome(
  db: Db,
  pagamentoId: string,
  outcome: 'confirmed' | 'failed',
  paidChargeId?: string | null,
): Promise<void> {
  const [payment] = await db
    .select({
      id: pagamentos.id,
      nome: pagamentos.nome,
      email: pagamentos.email,
      valor: pagamentos.valorFinal,
      clienteId: pagamentos.clienteId,
      cobrancaId: pagamentos.cobrancaId,
    })
    .from(pagamentos)
    .where(eq(pagamentos.id, pagamentoId));
  if (!payment) return;
  let clienteId = payment.clienteId;
  if (!clienteId) {
    clienteId = await clientForPayment(db, payment);
    if (clienteId) {
      await db.update(pagamentos).set({ clienteId }).where(eq(pagamentos.id, payment.id));
      await relinkTimeline(db, 'payment', payment.id, clienteId);
    }
  }
  const ator = { tipo: 'cliente' as const, nome: payment.nome };
  await recordEvent(db, {
    clienteId,
    tipo: outcome === 'confirmed' ? 'payment.confirmed' : 'payment.failed',
    assunto: { tipo: 'payment', id: payment.id },
    ator,
    dados: { valor: payment.valor },
    visivelCliente: outcome === 'confirmed',
  });
  if (outcome === 'confirmed' && paidChargeId) {
    const [charge] = await db
      .select({ clienteId: cobrancas.clienteId })
      .from(cobrancas)
      .where(eq(cobrancas.id, paidChargeId));
    await recordEvent(db, {
      clienteId: charge?.clienteId ?? clienteId,
      tipo: 'charge.paid',
      assunto: { tipo: 'charge', id: paidChargeId },
      ator,
      visivelCliente: true,
    });
  }
}
