import 'server-only';
import { eq } from 'drizzle-orm';
import { normalizeInstallments } from '@/lib/projects/installments';
import { toDay } from '@/lib/projects/dates';
import type { Actor } from '@/lib/timeline/kinds';
import type { DomainEvent, Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { projects } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';

/**
 * Instalment n of a contract's card is paid: its flag on the card (`installment_details.paid_installments`);
 * when every instalment is paid the card becomes "Pago" (`paid_full`) with the payment day, and the client's
 * timeline says so once (a keyed entry). Idempotent: an instalment already paid, or one the card does not have,
 * changes nothing (`row: null`).
 */
export async function markInstalmentPaid(
  db: Db,
  actor: Actor,
  input: { contratoId: string; parcela: number; at: Date },
): Promise<Written<{ id: string; allPaid: boolean } | null>> {
  const [project] = await db
    .select({
      id: projects.id,
      clienteId: projects.clienteId,
      installmentDetails: projects.installmentDetails,
      paymentControlDates: projects.paymentControlDates,
    })
    .from(projects)
    .where(eq(projects.contratoId, input.contratoId))
    .for('update');
  if (!project) return { row: null, events: [] };
  const details = normalizeInstallments(project.installmentDetails);
  const index = input.parcela - 1;
  if (index < 0 || index >= details.installments || details.paid_installments[index]) return { row: null, events: [] };
  const paid = details.paid_installments.map((flag, i) => flag || i === index);
  const allPaid = paid.every(Boolean);
  await db
    .update(projects)
    .set({
      installmentDetails: { ...details, paid_installments: paid },
      ...(allPaid
        ? {
            paymentStatus: 'paid_full',
            paymentControlDates: { ...(project.paymentControlDates ?? {}), payment_date: toDay(input.at) },
          }
        : {}),
      updatedAt: input.at,
    })
    .where(eq(projects.id, project.id));
  const ids = { projectId: project.id, clienteId: project.clienteId };
  const events: DomainEvent[] = [{ type: 'project.updated', ...ids }];
  if (allPaid) {
    await recordEvent(db, {
      clienteId: project.clienteId,
      tipo: 'project.paid',
      assunto: { tipo: 'project', id: project.id },
      ator: actor,
      chave: `project.paid:${project.id}`,
      em: input.at,
    });
    events.push({ type: 'project.paid', ...ids });
  }
  return { row: { id: project.id, allPaid }, events };
}
