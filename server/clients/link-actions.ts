'use server';

import { eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import { ZLinkDocument, ZNameLink } from '@/lib/validation/client-link';
import { ActionError, staffAction } from '@/server/action';
import { LINKED_TABLES, relinkTimeline, requireClient } from './link';
import { clearNameLink } from './name-links';

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
  },
  async ({ tipo, id, clienteId }, { db, emit }) => {
    const client = await requireClient(db, clienteId);
    const table = LINKED_TABLES[tipo];
    const rows = await db.update(table).set({ clienteId }).where(eq(table.id, id)).returning({ id: table.id });
    if (rows.length === 0) throw new ActionError(m.clientRecord.unlinked.linkError);
    await relinkTimeline(db, tipo, id, clienteId);
    // Linked by a person: a flag of the old name match (server/clients/name-links.ts) is reviewed.
    await clearNameLink(db, tipo, id);
    // The client's page now lists the document and its entries (its own row is unchanged).
    emit([
      { type: 'client.updated', clienteId },
      { type: 'clientLink.changed', documentId: id },
    ]);
    return { tipo, id, clienteId, nome: client?.nome ?? '' };
  },
);

/** "Confirmar vínculo" on /clientes/vincular: a document the migration linked by name is the right client's. */
export const confirmNameLink = staffAction(
  {
    name: 'confirmNameLink',
    role: 'member',
    schema: ZNameLink,
    errorMessage: m.clientRecord.unlinked.confirmError,
  },
  async ({ tipo, id }, { db, emit }) => {
    if (!(await clearNameLink(db, tipo, id))) throw new ActionError(m.clientRecord.unlinked.confirmError);
    emit([{ type: 'clientLink.changed', documentId: id }]);
    return { tipo, id };
  },
);
