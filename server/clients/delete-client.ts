import 'server-only';
import { eq } from 'drizzle-orm';
import { fill, m } from '@/lib/messages';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { clientes } from '@/server/platform/db/schema';
import { countClientDocuments } from './link';

/**
 * "Excluir" a client (D21, D51). A client that documents name is refused before the foreign key would fail:
 * documents with fiscal value are kept. Its timeline goes with it (ON DELETE CASCADE), so no entry is written.
 */
export async function deleteClient(db: Db, id: string): Promise<Written<{ id: string }>> {
  const documents = await countClientDocuments(db, id);
  if (documents > 0) throw new ActionError(fill(m.clientRecord.delete.hasDocuments, { count: documents }));
  const [row] = await db.delete(clientes).where(eq(clientes.id, id)).returning({ id: clientes.id });
  if (!row) throw new ActionError(m.clients.toasts.notFound);
  return { row, events: [{ type: 'client.deleted', clienteId: row.id }] };
}
