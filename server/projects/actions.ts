'use server';

import { desc, eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import { dayToInstant } from '@/lib/projects/dates';
import { orderIndexForNew } from '@/lib/projects/order-index';
import { fromEditStatus } from '@/lib/projects/status';
import { ZColumnPage, ZProjectCreate, ZProjectEdit, ZProjectId, ZProjectMove } from '@/lib/validation/projects';
import { ActionError, staffAction } from '@/server/platform/action';
import { relinkTimeline, requireClient } from '@/server/clients/link';
import { recordEvent, staffActor } from '@/server/timeline/record';
import { projectActivities, projects } from '@/server/platform/db/schema';
import { createdText } from './activity';
import { moveProject as moveProjectInDb } from './move-project';
import { listColumnPage } from './queries';

const t = m.projects.toasts;
const BOARD = ['/projetos'];

/** Criar Projeto (document 000 §2.6, §4 New project, §7 insert + "created" activity). */
export const createProject = staffAction(
  { name: 'createProject', role: 'member', schema: ZProjectCreate, errorMessage: t.createErrorText, revalidate: BOARD },
  async (input, { db, user }) => {
    await requireClient(db, input.clienteId);
    const [highest] = await db
      .select({ orderIndex: projects.orderIndex })
      .from(projects)
      .where(eq(projects.status, input.status))
      .orderBy(desc(projects.orderIndex))
      .limit(1);
    const [row] = await db
      .insert(projects)
      .values({
        name: input.name,
        clientName: input.clientName,
        clienteId: input.clienteId,
        description: input.description,
        status: input.status,
        orderIndex: orderIndexForNew(highest?.orderIndex),
        tags: input.tags,
        startDate: dayToInstant(input.startDate),
        dueDate: dayToInstant(input.dueDate),
        clientId: user.id,
      })
      .returning({ id: projects.id, orderIndex: projects.orderIndex });
    await db.insert(projectActivities).values({
      projectId: row.id,
      userId: user.id,
      activityType: 'created',
      description: createdText(input.name),
      newStatus: input.status,
    });
    await recordEvent(db, {
      clienteId: input.clienteId,
      tipo: 'project.created',
      assunto: { tipo: 'project', id: row.id },
      ator: staffActor(user),
      dados: { nome: input.name, status: input.status },
      visivelCliente: true,
    });
    return row;
  },
);

/**
 * A drop or "Mover para…" (document 000 §4). No page revalidation: the board already shows the move
 * and takes the answer; re-sending every card on each drop would make moves slow on a large board.
 */
export const moveProject = staffAction(
  { name: 'moveProject', role: 'member', schema: ZProjectMove, errorMessage: t.moveErrorText },
  (input, { db, user }) => moveProjectInDb(db, input, user.id, user.name),
);

/** Excluir, after "Confirmar Exclusão" (document 000 §2.6). */
export const deleteProject = staffAction(
  { name: 'deleteProject', role: 'member', schema: ZProjectId, errorMessage: t.deleteErrorText, revalidate: BOARD },
  async ({ id }, { db }) => {
    const [row] = await db
      .delete(projects)
      .where(eq(projects.id, id))
      .returning({ id: projects.id, name: projects.name });
    if (!row) throw new ActionError(t.notFound);
    return row;
  },
);

/** Salvar Alterações (document 000 §2.7, §7 update by id), the status mapped per D18. */
export const updateProject = staffAction(
  { name: 'updateProject', role: 'member', schema: ZProjectEdit, errorMessage: t.updateErrorText, revalidate: BOARD },
  async (input, { db }) => {
    await requireClient(db, input.clienteId);
    const count = Math.min(input.installmentDates.length, input.paidInstallments.length);
    const [row] = await db
      .update(projects)
      .set({
        name: input.name,
        clientName: input.clientName,
        clienteId: input.clienteId,
        description: input.description,
        status: fromEditStatus(input.status),
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
        updatedAt: new Date(),
      })
      .where(eq(projects.id, input.id))
      .returning({ id: projects.id });
    if (!row) throw new ActionError(t.notFound);
    await relinkTimeline(db, 'project', input.id, input.clienteId);
    return row;
  },
);

/** "Mostrar mais" on a column: its next page of cards (a read, so no transaction). */
export const loadMoreProjects = staffAction(
  {
    name: 'loadMoreProjects',
    role: 'member',
    schema: ZColumnPage,
    errorMessage: m.projects.loadError,
    transaction: false,
  },
  (input) => listColumnPage(input),
);
