import 'server-only';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { m } from '@/lib/messages';
import { dayToInstant } from '@/lib/projects/dates';
import { fromEditStatus } from '@/lib/projects/status';
import type { Actor } from '@/lib/timeline/kinds';
import type { TProjectEdit } from '@/lib/validation/projects';
import { relinkTimeline, requireClient } from '@/server/clients/link';
import type { DomainEvent, Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { projects } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';

/**
 * "Salvar Alterações" on the edit screen (document 000 §2.7, §7 update by id), the status mapped per D18. The
 * card keeps its place value; a change of column is recorded on the client's timeline as a board move is
 * (server/projects/move-project.ts), so the two ways of moving a card leave the same history.
 */
export async function updateProject(db: Db, actor: Actor, input: TProjectEdit): Promise<Written<{ id: string }>> {
  await requireClient(db, input.clienteId);
  const [current] = await db
    .select({ status: projects.status })
    .from(projects)
    .where(eq(projects.id, input.id))
    .for('update');
  if (!current) throw new ActionError(m.projects.toasts.notFound);
  const status = fromEditStatus(input.status);
  const count = Math.min(input.installmentDates.length, input.paidInstallments.length);
  const at = now();
  await db
    .update(projects)
    .set({
      name: input.name,
      clientName: input.clientName,
      clienteId: input.clienteId,
      description: input.description,
      status,
      paymentStatus: input.paymentStatus,
      tags: input.tags,
      dueDate: dayToInstant(input.dueDate),
      paymentDueDate: dayToInstant(input.paymentDueDate),
      paymentPredictionDate: dayToInstant(input.paymentPredictionDate),
      tasks: input.tasks,
      installmentDetails: {
        installments: count,
        installment_value: input.installmentValue,
        installment_dates: input.installmentDates.slice(0, count).map((day) => day ?? ''),
        paid_installments: input.paidInstallments.slice(0, count),
      },
      paymentControlDates: {
        payment_date: input.paymentDate,
        interest_amount: input.interestAmount,
        penalty_amount: input.penaltyAmount,
        negotiation_start: input.negotiationStart,
        response_deadline: input.responseDeadline,
        negotiation_proposal: input.negotiationProposal,
        cancellation_date: input.cancellationDate,
        cancellation_reason: input.cancellationReason,
        delivery_date: input.deliveryDate,
        delivery_conditions: input.deliveryConditions,
      },
      updatedAt: at,
    })
    .where(eq(projects.id, input.id));
  await relinkTimeline(db, 'project', input.id, input.clienteId);
  const ids = { projectId: input.id, clienteId: input.clienteId };
  const events: DomainEvent[] = [{ type: 'project.updated', ...ids }];
  if (current.status !== status) {
    await recordEvent(db, {
      clienteId: input.clienteId,
      tipo: 'project.moved',
      assunto: { tipo: 'project', id: input.id },
      ator: actor,
      dados: { de: current.status, para: status },
      visivelCliente: true,
      em: at,
    });
    events.push({ type: 'project.moved', ...ids, from: current.status, to: status });
  }
  return { row: { id: input.id }, events };
}
