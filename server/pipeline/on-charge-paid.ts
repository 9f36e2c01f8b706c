import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Db } from '@/server/platform/db/client';
import type { DomainEvent, EventOf } from '@/server/events/types';
import { cobrancas } from '@/server/platform/db/schema';
import { markInstalmentPaid } from '@/server/projects/mark-instalment-paid';

export const CHARGE_PAID_ACTOR = { tipo: 'sistema', nome: 'Cobrança paga → projeto' } as const;

/**
 * The `charge.paid` follow-up 'pipeline.cobrancaPaga' (server/events/effects.ts): a paid charge of a contract's
 * plan marks its mirrored instalment paid on the project card, and the card becomes "Pago" with the payment day
 * when every instalment is (server/projects/mark-instalment-paid.ts). It runs once the payment has committed,
 * whichever path paid the charge ("Marcar como Pago", the webhook, the sandbox, "Verificar status"); the charges'
 * writer reports `charge.paid` once per charge, and the step is idempotent anyway, so a retry after a failure
 * flips nothing twice. Answers the card's events.
 */
export async function onChargePaidEvent(event: EventOf<'charge.paid'>): Promise<DomainEvent[]> {
  const db = await getDb();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [charge] = await tx
      .select({ contratoId: cobrancas.contratoId, parcelaNumero: cobrancas.parcelaNumero })
      .from(cobrancas)
      .where(eq(cobrancas.id, event.chargeId));
    if (!charge?.contratoId || !charge.parcelaNumero) return [];
    const { events } = await markInstalmentPaid(tx, CHARGE_PAID_ACTOR, {
      contratoId: charge.contratoId,
      parcela: charge.parcelaNumero,
      at: event.at,
    });
    return events;
  });
}
