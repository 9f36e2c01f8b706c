'use server';

import { eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import { ZLinkDocument } from '@/lib/validation/client-link';
import { ActionError, staffAction } from '@/server/platform/action';
import { LINKED_TABLES, relinkTimeline, requireClient } from './link';

/**
 * "Vincular" on /clientes/vincular (D51): a document written before the registry (or with a name
 * that matched no single client) gets its client; its timeline entries follow it to the client's page.
 */
export const linkDocument = staffAction(
  {
    name: 'linkDocument',
    role: 'member',
    schema: ZLinkDocument,
    errorMessage: m.clientRecord.unlinked.linkError,
    revalidate: ['/clientes/vincular'],
  },
  async ({ tipo, id, clienteId }, { db, emit }) => {
    const client = await requireClient(db, clienteId);
    const table = LINKED_TABLES[tipo];
    const rows = await db.update(table).set({ clienteId }).where(eq(table.id, id)).returning({ id: table.id });
    if (rows.length === 0) throw new ActionError(m.clientRecord.unlinked.linkError);
    await relinkTimeline(db, tipo, id, clienteId);
    // The client's page now lists the document and its entries (its own row is unchanged).
    emit([{ type: 'client.updated', clienteId }]);
    return { tipo, id, clienteId, nome: client?.nome ?? '' };
  },
);
