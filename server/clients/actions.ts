'use server';

import { eq } from 'drizzle-orm';
import { fill, m } from '@/lib/messages';
import { searchText } from '@/lib/search';
import { ZClientSearch } from '@/lib/validation/client-link';
import { type TClientForm, ZClientForm, ZClientId, ZClientUpdate } from '@/lib/validation/clients';
import { ActionError, staffAction } from '@/server/platform/action';
import { clientes } from '@/server/platform/db/schema';
import { recordEvent, staffActor } from '@/server/timeline/record';
import { countClientDocuments } from './link';
import { searchClientsIn } from './search';

const REVALIDATE = ['/clientes'];

function withSearch(input: TClientForm) {
  return { ...input, busca: searchText([input.nome, input.email], [input.telefone, input.documento]) };
}

const PICKED = {
  id: clientes.id,
  nome: clientes.nome,
  email: clientes.email,
  telefone: clientes.telefone,
  documento: clientes.documento,
  endereco: clientes.endereco,
};

/** Novo Cliente (document 000 §2.5, §7 clientes insert); answers the row so a form can pick it in place. */
export const createClient = staffAction(
  {
    name: 'createClient',
    role: 'member',
    schema: ZClientForm,
    errorMessage: m.clients.toasts.createError,
    revalidate: REVALIDATE,
  },
  async (input, { db, user }) => {
    const [row] = await db.insert(clientes).values(withSearch(input)).returning(PICKED);
    await recordEvent(db, {
      clienteId: row.id,
      tipo: 'client.created',
      assunto: { tipo: 'client', id: row.id },
      ator: staffActor(user),
    });
    return row;
  },
);

/** Editar (update by id). */
export const updateClient = staffAction(
  {
    name: 'updateClient',
    role: 'member',
    schema: ZClientUpdate,
    errorMessage: m.clients.toasts.editError,
    revalidate: REVALIDATE,
  },
  async ({ id, ...input }, { db, user }) => {
    const [row] = await db
      .update(clientes)
      .set({ ...withSearch(input), updatedAt: new Date() })
      .where(eq(clientes.id, id))
      .returning(PICKED);
    if (!row) throw new ActionError(m.clients.toasts.notFound);
    await recordEvent(db, {
      clienteId: row.id,
      tipo: 'client.updated',
      assunto: { tipo: 'client', id: row.id },
      ator: staffActor(user),
    });
    return row;
  },
  { revalidate: (row) => [`/clientes/${row.id}`] },
);

/**
 * Excluir, after "Tem certeza que deseja excluir este cliente?". A client with documents is refused before
 * the foreign key would fail (issue 18 item 1): documents with fiscal value are kept.
 */
export const deleteClient = staffAction(
  {
    name: 'deleteClient',
    role: 'admin',
    schema: ZClientId,
    errorMessage: m.clients.toasts.deleteError,
    revalidate: REVALIDATE,
  },
  async ({ id }, { db }) => {
    const documents = await countClientDocuments(db, id);
    if (documents > 0) throw new ActionError(fill(m.clientRecord.delete.hasDocuments, { count: documents }));
    const [row] = await db.delete(clientes).where(eq(clientes.id, id)).returning({ id: clientes.id });
    if (!row) throw new ActionError(m.clients.toasts.notFound);
    return row;
  },
);

/** The client picker's search (issue 18 item 1): by name, e-mail or CPF/CNPJ, a few rows at a time. */
export const searchClients = staffAction(
  {
    name: 'searchClients',
    role: 'member',
    schema: ZClientSearch,
    errorMessage: m.clientRecord.errors.search,
    transaction: false,
  },
  ({ q }, { db }) => searchClientsIn(db, q),
);
