import 'server-only';
import { eq } from 'drizzle-orm';
import { normalizeInstallments } from '@/lib/projects/installments';
import { toDay } from '@/lib/projects/dates';
import { getDb, type Db } from '@/server/platform/db/client';
import type { EventOf } from '@/server/events/types';
import { cobrancas, projects } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';

export const CHARGE_PAID_ACTOR = { tipo: 'sistema', nome: 'Cobrança paga → projeto' } as const;

/**
 * Issue 18 item 7: a paid charge of a contract's plan marks its mirrored instalment paid on the project card;
 * when every instalment is paid the card becomes "Pago" with the payment day. Called by the one code path that
 * moves a charge to pago ("Marcar como Pago", and fulfilment for the webhook and the sandbox), inside the same
 * transaction, only when that call made the transition: the instalment flips exactly once, with the charge.
 * Idempotent anyway (a paid flag set twice stays set). Answers the pages to refresh.
 */
export async function onChargePaid(db: Db, chargeId: string, paidAt: Date): Promise<string[]> {
  const [charge] = await db
    .select({ contratoId: cobrancas.contratoId, parcelaNumero: cobrancas.parcelaNumero })
    .from(cobrancas)
    .where(eq(cobrancas.id, chargeId));
  if (!charge?.contratoId || !charge.parcelaNumero) return [];
  const [project] = await db
    .select({
      id: projects.id,
      clienteId: projects.clienteId,
      installmentDetails: projects.installmentDetails,
      paymentControlDates: projects.paymentControlDates,
    })
    .from(projects)
    .where(eq(projects.contratoId, charge.contratoId))
    .for('update');
  if (!project) return [];
  const details = normalizeInstallments(project.installmentDetails);
  const index = charge.parcelaNumero - 1;
  if (index >= details.installments || details.paid_installments[index]) return [];
  const paid = details.paid_installments.map((flag, i) => flag || i === index);
  const allPaid = paid.every(Boolean);
  const day = toDay(paidAt);
  await db
    .update(projects)
    .set({
      installmentDetails: { ...details, paid_installments: paid },
      ...(allPaid
        ? {
            paymentStatus: 'paid_full',
            paymentControlDates: { ...(project.paymentControlDates ?? {}), payment_date: day },
          }
        : {}),
      updatedAt: paidAt,
    })
    .where(eq(projects.id, project.id));
  if (allPaid) {
    await recordEvent(db, {
      clienteId: project.clienteId,
      tipo: 'project.paid',
      assunto: { tipo: 'project', id: project.id },
      ator: CHARGE_PAID_ACTOR,
      chave: `project.paid:${project.id}`,
      em: paidAt,
    });
  }
  return ['/projetos', `/projeto/${project.id}/editar`];
}

/** The `charge.paid` follow-up (server/events/effects.ts): the instalment of the committed payment. */
export async function onChargePaidEvent(event: EventOf<'charge.paid'>): Promise<void> {
  const db = await getDb();
  await db.transaction((tx) => onChargePaid(tx as unknown as Db, event.chargeId, event.at));
}
