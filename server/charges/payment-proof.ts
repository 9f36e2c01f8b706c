import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { paymentProof, type PaymentProof } from '@/lib/charges/payment-proof';
import { getDb, type Db } from '@/server/platform/db/client';
import { cobrancas, pixRecebidos } from '@/server/platform/db/schema';

/** The payment of a paid charge, for its paid page and its receipt (D187): the Pix that settled it, when one did. */
export async function chargePaymentProof(
  ref: { id: string } | { slug: string },
  handle?: Db,
): Promise<PaymentProof | null> {
  const db = handle ?? (await getDb());
  const [charge] = await db
    .select({
      id: cobrancas.id,
      valor: cobrancas.valor,
      valorPago: cobrancas.valorPago,
      dataPagamento: cobrancas.dataPagamento,
      status: cobrancas.status,
    })
    .from(cobrancas)
    .where('id' in ref ? eq(cobrancas.id, ref.id) : eq(cobrancas.slug, ref.slug));
  if (!charge || charge.status !== 'pago') return null;
  const [pix] = await db
    .select({
      endToEndId: pixRecebidos.endToEndId,
      valor: pixRecebidos.valor,
      horario: pixRecebidos.horario,
      pagadorNome: pixRecebidos.pagadorNome,
      pagadorDocumento: pixRecebidos.pagadorDocumento,
    })
    .from(pixRecebidos)
    .where(and(eq(pixRecebidos.cobrancaId, charge.id), eq(pixRecebidos.status, 'conciliado')))
    .orderBy(desc(pixRecebidos.horario))
    .limit(1);
  return paymentProof(charge, pix ?? null);
}
