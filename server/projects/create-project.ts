import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { orderIndexForNew } from '@/lib/projects/order-index';
import type { BoardStatus } from '@/lib/projects/status';
import type { Actor } from '@/lib/timeline/kinds';
import { requireClient } from '@/server/clients/link';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { projectActivities, projects } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';
import { createdText } from './activity';

/** A card to create: the board's form, or the one a signed contract's plan makes (with its instalments). */
export type NewProject = {
  name: string;
  clientName: string;
  clienteId: string | null;
  description: string | null;
  status: BoardStatus;
  tags?: string[] | null;
  startDate?: Date | null;
  dueDate?: Date | null;
  /** The signed contract the card comes from: at most one card per contract. */
  contratoId?: string;
  paymentStatus?: string;
  paymentDueDate?: Date | null;
  installmentDetails?: Record<string, unknown>;
};

/** The staff member behind an actor, for the columns that name one (document 000 §3 `client_id`, activities). */
export function staffIdOf(actor: Actor): string | null {
  return actor.tipo === 'staff' ? actor.usuarioId : null;
}

/**
 * The one way a card comes to exist (decision D21, document 000 §4 New project, §7): at the end of its column
 * (the highest order_index plus 10, 9 in an empty one), with the "created" activity and the client's timeline
 * entry, in the caller's transaction. A contract that already has its card creates nothing (`row: null`).
 */
export async function createProject(
  db: Db,
  actor: Actor,
  input: NewProject,
): Promise<Written<{ id: string; orderIndex: number } | null>> {
  await requireClient(db, input.clienteId);
  const [highest] = await db
    .select({ orderIndex: projects.orderIndex })
    .from(projects)
    .where(eq(projects.status, input.status))
    .orderBy(desc(projects.orderIndex))
    .limit(1);
  const at = now();
  const [row] = await db
    .insert(projects)
    .values({
      name: input.name,
      clientName: input.clientName,
      clienteId: input.clienteId,
      contratoId: input.contratoId ?? null,
      description: input.description,
      status: input.status,
      orderIndex: orderIndexForNew(highest?.orderIndex),
      tags: input.tags ?? null,
      startDate: input.startDate ?? null,
      dueDate: input.dueDate ?? null,
      clientId: staffIdOf(actor),
      ...(input.paymentStatus ? { paymentStatus: input.paymentStatus } : {}),
      paymentDueDate: input.paymentDueDate ?? null,
      installmentDetails: input.installmentDetails ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing({ target: projects.contratoId })
    .returning({ id: projects.id, orderIndex: projects.orderIndex });
  if (!row) return { row: null, events: [] };
  await db.insert(projectActivities).values({
    projectId: row.id,
    userId: staffIdOf(actor),
    activityType: 'created',
    description: createdText(input.name),
    newStatus: input.status,
  });
  await recordEvent(db, {
    clienteId: input.clienteId,
    tipo: 'project.created',
    assunto: { tipo: 'project', id: row.id },
    ator: actor,
    dados: { nome: input.name, status: input.status, ...(input.contratoId ? { contratoId: input.contratoId } : {}) },
    visivelCliente: true,
    chave: `project.created:${row.id}`,
  });
  return { row, events: [{ type: 'project.created', projectId: row.id, clienteId: input.clienteId }] };
}

/** The bulk variant for seeds (demo, bench, the e2e fixture): many cards in one insert, no activities. */
export async function createProjectsBulk(
  db: Db,
  rows: Array<typeof projects.$inferInsert>,
): Promise<Array<{ id: string }>> {
  if (rows.length === 0) return [];
  return db.insert(projects).values(rows).returning({ id: projects.id });
}
