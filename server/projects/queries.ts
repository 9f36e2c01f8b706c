import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { BoardProject } from '@/lib/projects/board';
import { toDay } from '@/lib/projects/dates';
import { installmentProgress, normalizeInstallments, type InstallmentDetails } from '@/lib/projects/installments';
import { normalizeControlDates, type PaymentControlDates } from '@/lib/projects/payment';
import { isPaymentStatus, DEFAULT_PAYMENT_STATUS, type PaymentStatus } from '@/lib/projects/status';
import { normalizeTasks, taskProgress, type ProjectTask } from '@/lib/projects/tasks';
import { assertStaff } from '@/server/auth/guard';
import { getDb } from '@/server/db/client';
import { projects } from '@/server/db/schema';

/**
 * The board (document 000 §7, projects: read all ordered by order_index): one query for every card,
 * ordered as the columns show them, reading only what a card shows.
 */
export async function listBoardProjects(): Promise<BoardProject[]> {
  await assertStaff();
  const db = await getDb();
  const rows = await db
    .select({
      id: projects.id,
      name: projects.name,
      clientName: projects.clientName,
      description: projects.description,
      status: projects.status,
      tags: projects.tags,
      dueDate: projects.dueDate,
      tasks: projects.tasks,
      paymentStatus: projects.paymentStatus,
      paymentDueDate: projects.paymentDueDate,
      installmentDetails: projects.installmentDetails,
      paymentControlDates: projects.paymentControlDates,
    })
    .from(projects)
    .orderBy(asc(projects.orderIndex), asc(projects.createdAt), asc(projects.id));

  return rows.map((row) => {
    const tasks = taskProgress(normalizeTasks(row.tasks));
    const installments = installmentProgress(normalizeInstallments(row.installmentDetails));
    const control = normalizeControlDates(row.paymentControlDates);
    return {
      id: row.id,
      name: row.name,
      clientName: row.clientName,
      description: row.description,
      status: row.status,
      tags: row.tags ?? [],
      dueDay: toDay(row.dueDate),
      payment: {
        paymentStatus: row.paymentStatus,
        dueDay: toDay(row.paymentDueDate),
        responseDeadline: control.response_deadline,
        deliveryDay: control.delivery_date,
        paidDay: control.payment_date,
        installmentsPaid: installments.paid,
        installmentsTotal: installments.total,
      },
      tasksDone: tasks.done,
      tasksTotal: tasks.total,
    };
  });
}

/** The project as the edit screen (document 000 §2.7) shows it; dates as São Paulo days. */
export type EditableProject = {
  id: string;
  name: string;
  clientName: string;
  description: string | null;
  tags: string[] | null;
  status: string;
  paymentStatus: PaymentStatus;
  dueDate: string | null;
  paymentDueDate: string | null;
  paymentPredictionDate: string | null;
  tasks: ProjectTask[];
  installments: InstallmentDetails;
  control: PaymentControlDates;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isProjectId(id: string): boolean {
  return UUID.test(id);
}

/** Document 000 §7: select all by id, single row. Null when there is none. */
export async function getEditableProject(id: string): Promise<EditableProject | null> {
  await assertStaff();
  if (!isProjectId(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    clientName: row.clientName,
    description: row.description,
    tags: row.tags,
    status: row.status,
    paymentStatus: isPaymentStatus(row.paymentStatus) ? row.paymentStatus : DEFAULT_PAYMENT_STATUS,
    dueDate: toDay(row.dueDate),
    paymentDueDate: toDay(row.paymentDueDate),
    paymentPredictionDate: toDay(row.paymentPredictionDate),
    tasks: normalizeTasks(row.tasks),
    installments: normalizeInstallments(row.installmentDetails),
    control: normalizeControlDates(row.paymentControlDates),
  };
}
