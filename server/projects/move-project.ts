import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { m } from '@/lib/messages';
import { planDrop } from '@/lib/projects/order-index';
import type { Actor } from '@/lib/timeline/kinds';
import type { TProjectMove } from '@/lib/validation/projects';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { projectActivities, projects } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';
import { statusChangeText } from './activity';
import { staffIdOf } from './create-project';

export type MoveResult = { id: string; status: string; orderIndex: number; renumbered: number };

/**
 * A drop on the board (document 000 §4), the writer of a card's column (decision D21): the card takes its place
 * between the neighbours the person saw, in the stored column; order_index by the document's rule, the column
 * renumbered when the rule leaves no room; then the "status_change" activity, and the client's timeline entry when
 * the column changed. Runs inside the caller's transaction, so the move, the renumbering and the entries are
 * written together or not at all.
 */
export async function moveProject(db: Db, actor: Actor, input: TProjectMove): Promise<Written<MoveResult>> {
  const [project] = await db
    .select({ id: projects.id, status: projects.status, clienteId: projects.clienteId })
    .from(projects)
    .where(eq(projects.id, input.id))
    .for('update');
  if (!project) throw new ActionError(m.projects.toasts.notFound);

  const column = await db
    .select({ id: projects.id, orderIndex: projects.orderIndex })
    .from(projects)
    .where(and(eq(projects.status, input.status), ne(projects.id, input.id)))
    .orderBy(asc(projects.orderIndex), asc(projects.createdAt), asc(projects.id));

  const position = dropPosition(column, input);
  // An empty column: a drop before a card that is gone meant "top"; any other drop means "end".
  const plan = planDrop(column, position, input.nextId && !input.prevId ? 'top' : 'end');

  await db
    .update(projects)
    .set({ status: input.status, orderIndex: plan.orderIndex, updatedAt: now() })
    .where(eq(projects.id, input.id));

  if (plan.renumbered?.length) {
    const values = sql.join(
      plan.renumbered.map((row) => sql`(${row.id}::uuid, ${row.orderIndex}::double precision)`),
      sql`, `,
    );
    await db.execute(
      sql`update ${projects} set order_index = v.order_index from (values ${values}) as v(id, order_index) where ${projects.id} = v.id`,
    );
  }

  await db.insert(projectActivities).values({
    projectId: input.id,
    userId: staffIdOf(actor),
    activityType: 'status_change',
    description: statusChangeText(input.status),
    newStatus: input.status,
  });
  // A move within the same column only reorders: the client's timeline records column changes.
  if (project.status !== input.status) {
    await recordEvent(db, {
      clienteId: project.clienteId,
      tipo: 'project.moved',
      assunto: { tipo: 'project', id: input.id },
      ator: actor,
      dados: { de: project.status, para: input.status },
      visivelCliente: true,
    });
  }

  return {
    row: { id: input.id, status: input.status, orderIndex: plan.orderIndex, renumbered: plan.renumbered?.length ?? 0 },
    events: [
      {
        type: 'project.moved',
        projectId: input.id,
        clienteId: project.clienteId,
        from: project.status,
        to: input.status,
      },
    ],
  };
}

/** Where the card goes in the stored column: after its upper neighbour, else before its lower one. */
export function dropPosition(
  column: ReadonlyArray<{ id: string }>,
  input: Pick<TProjectMove, 'prevId' | 'nextId'>,
): number {
  if (input.prevId) {
    const at = column.findIndex((row) => row.id === input.prevId);
    if (at >= 0) return at + 1;
  }
  if (input.nextId) {
    const at = column.findIndex((row) => row.id === input.nextId);
    if (at >= 0) return at;
    if (!input.prevId) return 0;
  }
  return column.length;
}
