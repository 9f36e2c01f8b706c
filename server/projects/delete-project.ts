import 'server-only';
import { eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { projects } from '@/server/platform/db/schema';

/** Excluir, after "Confirmar Exclusão" (document 000 §2.6): the card and (by cascade) its activities. */
export async function deleteProject(db: Db, id: string): Promise<Written<{ id: string; name: string }>> {
  const [row] = await db
    .delete(projects)
    .where(eq(projects.id, id))
    .returning({ id: projects.id, name: projects.name, clienteId: projects.clienteId });
  if (!row) throw new ActionError(m.projects.toasts.notFound);
  return {
    row: { id: row.id, name: row.name },
    events: [{ type: 'project.deleted', projectId: row.id, clienteId: row.clienteId }],
  };
}
