import 'server-only';
import { eq } from 'drizzle-orm';
import { clientForPayment, relinkTimeline } from '@/server/clients/link';
import type { Db } from '@/server/platform/db/client';
import { pagamentos } from '@/server/platform/db/schema';
import { recordEvent } from './record';

/**
 * A payment confirmed or failed (fulfilment, D52), in the fulfilment's transaction: the payment
 * is linked to its client first when it is not yet (payments come from public forms), then the timeline gets
 * the payment's entry. The paid charge's entry is its writer's (server/charges/mark-charge-paid.ts).
 */
export async function recordPaymentOutcome(
  db: Db,
  pagamentoId: string,
  outcome: 'confirmed' | 'failed',
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
}
