import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/server/platform/db/client';
import { pixDevolucoes, pixRecebidos } from '@/server/platform/db/schema';

/** The Pix that paid a charge and its refunds, for the charge detail (D20). */
export async function chargePixDetail(chargeId: string) {
  const db = await getDb();
  const [pix] = await db
    .select()
    .from(pixRecebidos)
    .where(eq(pixRecebidos.cobrancaId, chargeId))
    .orderBy(desc(pixRecebidos.horario))
    .limit(1);
  if (!pix) return null;
  const refunds = await db
    .select()
    .from(pixDevolucoes)
    .where(eq(pixDevolucoes.pixRecebidoId, pix.id))
    .orderBy(desc(pixDevolucoes.createdAt));
  const refunded = refunds.filter((r) => r.status !== 'NAO_REALIZADO').reduce((sum, r) => sum + r.valor, 0);
  return {
    valor: pix.valor,
    status: pix.status,
    pagador: pix.pagadorNome,
    horario: pix.horario.toISOString(),
    componentes: pix.componentes,
    restante: Math.max(0, pix.valor - refunded),
    refunds: refunds.map((r) => ({ id: r.id, valor: r.valor, status: r.status, motivo: r.motivo })),
  };
}

export type ChargePixDetail = NonNullable<Awaited<ReturnType<typeof chargePixDetail>>>;
