import 'server-only';
import { eq } from 'drizzle-orm';
import { COBV_REMOVAL } from '@/lib/pix/cobv';
import { setChargeCobv } from '@/server/charges/set-charge-cobv';
import type { DomainEvent } from '@/server/events/types';
import { getDb } from '@/server/platform/db/client';
import { cobrancas } from '@/server/platform/db/schema';
import { currentPixProvider } from './providers';

/**
 * The `pix.removerCobv` follow-up of `charge.paid` (D131): a charge paid by other means than its own Pix ("Marcar
 * como Pago", a statement credit, a Pix linked by staff) still has an ATIVA cobv at the PSP, which a payer could
 * pay a second time. It is removed (`PATCH status: REMOVIDA_PELO_USUARIO_RECEBEDOR`) after the payment committed,
 * never inside its transaction; a PSP down throws and the job queue retries. A charge paid by its cobv is CONCLUIDA
 * and left alone; a cobv removed meanwhile by another path is not written over (the update expects ATIVA).
 */
export async function withdrawPaidCobv(chargeId: string): Promise<DomainEvent[]> {
  const provider = currentPixProvider();
  if (provider.kind === 'static') return [];
  const db = await getDb();
  const [charge] = await db
    .select({ status: cobrancas.status, pixStatus: cobrancas.pixStatus, pixTxid: cobrancas.pixTxid })
    .from(cobrancas)
    .where(eq(cobrancas.id, chargeId));
  if (!charge || charge.status !== 'pago' || charge.pixStatus !== 'ATIVA' || !charge.pixTxid) return [];
  const state = await provider.patchCobv(charge.pixTxid, COBV_REMOVAL);
  const written = await db.transaction((tx) =>
    setChargeCobv(tx, chargeId, { pixStatus: state.status, pixRevisao: state.revisao }, { pixStatus: 'ATIVA' }),
  );
  return written.events;
}
