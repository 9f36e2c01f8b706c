import 'server-only';
import { and, desc, eq, gte, isNull, notInArray } from 'drizzle-orm';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { projects } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';

/**
 * The card staff made by hand for a client since a day (a proposal's or a contract's creation), not linked to any
 * contract, not finished or cancelled: the signed-contract step links it instead of making a second card (D56).
 */
export async function handMadeProject(db: Db, clienteId: string, since: Date): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.clienteId, clienteId),
        isNull(projects.contratoId),
        notInArray(projects.status, ['concluido', 'cancelado']),
        gte(projects.createdAt, since),
      ),
    )
    .orderBy(desc(projects.createdAt))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** A hand-made card becomes the signed contract's card, with a timeline entry saying so. */
export async function linkProjectToContract(
  db: Db,
  actor: Actor,
  input: { projectId: string; contratoId: string; contrato: string },
): Promise<Written<{ id: string } | null>> {
  const [row] = await db
    .update(projects)
    .set({ contratoId: input.contratoId, updatedAt: new Date() })
    .where(and(eq(projects.id, input.projectId), isNull(projects.contratoId)))
    .returning({ id: projects.id, clienteId: projects.clienteId });
  if (!row) return { row: null, events: [] };
  await recordEvent(db, {
    clienteId: row.clienteId,
    tipo: 'project.linked',
    assunto: { tipo: 'project', id: row.id },
    ator: actor,
    dados: { contrato: input.contrato },
  });
  return { row: { id: row.id }, events: [{ type: 'project.updated', projectId: row.id, clienteId: row.clienteId }] };
}
