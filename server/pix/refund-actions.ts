'use server';

import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { m } from '@/lib/messages';
import { ActionError, staffAction } from '@/server/action';
import { pixRecebidos } from '@/server/platform/db/schema';
import { currentPixProvider } from './providers';
import { refundPix } from './refund-pix';

const t = m.pix.refundDialog;

const ZRefund = z.object({ chargeId: z.uuid(), valor: z.number().int().positive(t.valorInvalido) });

/**
 * "Devolver Pix" on a charge (D20, admins): `PUT /pix/{e2eid}/devolucao/{id}` for the Pix that paid it, full or
 * partial. The refund row is written before the PSP is asked (its id fixed), so a PSP that is down leaves it
 * EM_PROCESSAMENTO and the `pix.devolucoes` job asks again with the same id; a refusal ends it NAO_REALIZADO with
 * the bank's reason. No transaction is held across the call.
 */
export const refundChargePix = staffAction(
  { name: 'refundChargePix', role: 'admin', schema: ZRefund, errorMessage: t.error, transaction: false },
  async ({ chargeId, valor }, { db, actor, emit }) => {
    const provider = currentPixProvider();
    if (provider.kind === 'static') throw new ActionError(t.noApi);
    const [pix] = await db
      .select({ id: pixRecebidos.id })
      .from(pixRecebidos)
      .where(and(eq(pixRecebidos.cobrancaId, chargeId), eq(pixRecebidos.status, 'conciliado')))
      .orderBy(desc(pixRecebidos.horario))
      .limit(1);
    if (!pix) throw new ActionError(t.noPix);
    const outcome = await refundPix(provider, actor, { pixId: pix.id, valor });
    emit(outcome.events);
    if (outcome.refund.status === 'NAO_REALIZADO') throw new ActionError(outcome.refund.motivo ?? t.error);
    return { status: outcome.refund.status, pendente: Boolean(outcome.error) };
  },
);
