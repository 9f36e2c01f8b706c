import 'server-only';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { OPEN_CHARGE_STATUSES } from '@/lib/charges/rules';
import { setChargeCobv } from '@/server/charges/set-charge-cobv';
import type { Db } from '@/server/platform/db/client';
import { cobrancas } from '@/server/platform/db/schema';
import { registerPendingCobv } from './charge-psp';
import { pixProviderName } from './config';

/**
 * The demo's open Pix charges become cobv at the sandbox PSP (D132), so `npm run dev` on an empty database shows the
 * whole flow at once: the charge page's dynamic code, "Pagar no banco de teste", and the charge Pago by itself. Only
 * with the sandbox; through the same registration as a charge an automatic step made (`pendente`, then registered).
 */
export async function registerDemoCobv(db: Db): Promise<void> {
  if (pixProviderName() !== 'sandbox') return;
  const open = await db
    .select({ id: cobrancas.id })
    .from(cobrancas)
    .where(
      and(
        eq(cobrancas.formaPagamento, 'pix'),
        inArray(cobrancas.status, [...OPEN_CHARGE_STATUSES]),
        isNull(cobrancas.pixStatus),
      ),
    );
  for (const charge of open) {
    await db.transaction((tx) => setChargeCobv(tx, charge.id, { pixStatus: 'pendente' }));
    await registerPendingCobv(charge.id).catch((error) =>
      console.error(`[pix] demo charge ${charge.id} not registered at the sandbox`, error),
    );
  }
}
