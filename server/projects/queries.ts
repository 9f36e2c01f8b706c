import 'server-only';
import { count, eq, sql, type SQL } from 'drizzle-orm';
import {
  ACCENTED,
  BOARD_PAGE,
  PLAIN,
  type BoardData,
  type BoardProject,
  type ColumnCounts,
} from '@/lib/projects/board';
import { searchPatterns } from '@/lib/search';
import { toDay } from '@/lib/projects/dates';
import { installmentProgress, normalizeInstallments, type InstallmentDetails } from '@/lib/projects/installments';
import { normalizeControlDates, type PaymentControlDates } from '@/lib/projects/payment';
import {
  BOARD_STATUSES,
  DEFAULT_PAYMENT_STATUS,
  isBoardStatus,
  isPaymentStatus,
  type BoardStatus,
  type PaymentStatus,
} from '@/lib/projects/status';
import { normalizeTasks, taskProgress, type ProjectTask } from '@/lib/projects/tasks';
import { assertStaff } from '@/server/auth/guard';
import { versioned } from '@/server/platform/cache/versioned';
import { getDb } from '@/server/platform/db/client';
import { rowsOf } from '@/server/platform/db/rows';
import { projects } from '@/server/platform/db/schema';

/** D6: a timestamptz column as its São Paulo calendar day (yyyy-MM-dd), computed by the database. */
const SP_DAY = (column: string) => `to_char(projects.${column} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`;

/** What a card reads, and nothing else (the description is searched, never sent). */
const CARD_COLUMNS = sql.raw(
  [
    'id',
    'name',
    'client_name',
    'status',
    'tags',
    'tasks',
    'payment_status',
    'installment_details',
    'payment_control_dates',
  ]
    .map((column) => `projects.${column}`)
    .concat(`${SP_DAY('due_date')} as due_day`, `${SP_DAY('payment_due_date')} as payment_due_day`)
    .join(', '),
);

type BoardRow = {
  id: string;
  name: string;
  client_name: string;
  status: string;
  tags: string[] | null;
  due_day: string | null;
  tasks: unknown;
  payment_status: string;
  payment_due_day: string | null;
  installment_details: unknown;
  payment_control_dates: unknown;
};

/** Document 000 §5, Search: every word typed must appear in name, client_name or description. */
function searchCondition(q: string | undefined): SQL {
  const patterns = searchPatterns(q);
  if (!patterns.length) return sql`true`;
  const text = sql`lower(translate(${projects.name} || ' ' || ${projects.clientName} || ' ' || coalesce(${projects.description}, ''), ${ACCENTED}, ${PLAIN}))`;
  return sql.join(
    patterns.map((pattern) => sql`${text} like ${pattern}`),
    sql` and `,
  );
}

function toCard(row: BoardRow): BoardProject {
  const tasks = taskProgress(normalizeTasks(json(row.tasks)));
  const installments = installmentProgress(normalizeInstallments(json(row.installment_details)));
  const control = normalizeControlDates(json(row.payment_control_dates));
  return {
    id: row.id,
    name: row.name,
    clientName: row.client_name,
    status: row.status,
    tags: row.tags ?? [],
    dueDay: row.due_day,
    payment: {
      paymentStatus: row.payment_status,
      dueDay: row.payment_due_day,
      responseDeadline: control.response_deadline,
      deliveryDay: control.delivery_date,
      paidDay: control.payment_date,
      installmentsPaid: installments.paid,
      installmentsTotal: installments.total,
    },
    tasksDone: tasks.done,
    tasksTotal: tasks.total,
  };
}

const emptyCounts = (): ColumnCounts => Object.fromEntries(BOARD_STATUSES.map((s) => [s, 0])) as ColumnCounts;

/**
 * The board (document 000 §7, projects ordered by order_index): one query for the cards of every
 * column (each column's first page, read from the (status, order_index) index) and one for the
 * counts. Never a query per card.
 */
export async function listBoardProjects(params: { q?: string; limit?: number } = {}): Promise<BoardData> {
  await assertStaff();
  return boardPage(params.q ?? '', Math.min(Math.max(params.limit ?? BOARD_PAGE, 1), 500));
}

// The same for every staff member: kept until the data changes (server/platform/cache/versioned.ts).
const boardPage = versioned('board-page', async (q: string, limit: number): Promise<BoardData> => {
  const db = await getDb();
  const match = searchCondition(q);
  const [cards, counts] = await Promise.all([
    // Each column's first page, in one statement: the ids from the (status, order_index) index per
    // column (LATERAL, narrow rows), then only those rows are read in full.
    db.execute(sql`
      select ${CARD_COLUMNS}
      from unnest(${sql.raw(`array[${BOARD_STATUSES.map((s) => `'${s}'`).join(', ')}]`)}) as s(status)
      cross join lateral (
        select ${projects.id} as id
        from ${projects}
        where ${projects.status} = s.status and ${match}
        order by ${projects.orderIndex}, ${projects.createdAt}, ${projects.id}
        limit ${limit}
      ) as page
      join ${projects} on ${projects.id} = page.id
      order by ${projects.status}, ${projects.orderIndex}, ${projects.createdAt}, ${projects.id}`),
    db
      .select({
        status: projects.status,
        total: count(),
        matching: sql<number>`count(*) filter (where ${match})`.mapWith(Number),
      })
      .from(projects)
      .groupBy(projects.status),
  ]);
  const totals = emptyCounts();
  const matching = emptyCounts();
  for (const row of counts) {
    if (!isBoardStatus(row.status)) continue;
    totals[row.status] = row.total;
    matching[row.status] = row.matching;
  }
  return { projects: rowsOf<BoardRow>(cards).map(toCard), totals, matching };
});

/** "Mostrar mais": the next cards of one column, under the same search. */
export async function listColumnPage(params: {
  status: BoardStatus;
  q?: string;
  offset: number;
  limit?: number;
}): Promise<BoardProject[]> {
  await assertStaff();
  const db = await getDb();
  const limit = Math.min(Math.max(params.limit ?? BOARD_PAGE, 1), 500);
  const rows = await db.execute(sql`
    select ${CARD_COLUMNS}
    from ${projects}
    where status = ${params.status} and ${searchCondition(params.q)}
    order by order_index, created_at, id
    offset ${Math.max(params.offset, 0)} limit ${limit}`);
  return rowsOf<BoardRow>(rows).map(toCard);
}

/** jsonb read through db.execute: parsed by PGlite, possibly text elsewhere. */
function json(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** The project as the edit screen (document 000 §2.7) shows it; dates as São Paulo days. */
export type EditableProject = {
  id: string;
  name: string;
  clientName: string;
  clienteId: string | null;
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
    clienteId: row.clienteId,
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
