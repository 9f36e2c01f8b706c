'use server';

import { eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import { searchText } from '@/lib/search';
import { type TClientForm, ZClientForm, ZClientId, ZClientUpdate } from '@/lib/validation/clients';
import { ActionError, staffAction } from '@/server/action';
import { clientes } from '@/server/db/schema';

const REVALIDATE = ['/clientes'];

function withSearch(input: TClientForm) {
  return { ...input, busca: searchText([input.nome, input.email], [input.telefone, input.documento]) };
}

/** Novo Cliente (document 000 §2.5, §7 clientes insert). */
export const createClient = staffAction(
  { name: 'createClient', role: 'member', schema: ZClientForm, errorMessage: m.clients.toasts.createError, revalidate: REVALIDATE },
  async (input, { db }) => {
    const [row] = await db.insert(clientes).values(withSearch(input)).returning({ id: clientes.id });
    return row;
  },
);

/** Editar (update by id). */
export const updateClient = staffAction(
  { name: 'updateClient', role: 'member', schema: ZClientUpdate, errorMessage: m.clients.toasts.editError, revalidate: REVALIDATE },
  async ({ id, ...input }, { db }) => {
    const [row] = await db
      .update(clientes)
      .set({ ...withSearch(input), updatedAt: new Date() })
      .where(eq(clientes.id, id))
      .returning({ id: clientes.id });
    if (!row) throw new ActionError(m.clients.toasts.notFound);
    return row;
  },
);

/** Excluir, after "Tem certeza que deseja excluir este cliente?". */
export const deleteClient = staffAction(
  { name: 'deleteClient', role: 'admin', schema: ZClientId, errorMessage: m.clients.toasts.deleteError, revalidate: REVALIDATE },
  async ({ id }, { db }) => {
    const [row] = await db.delete(clientes).where(eq(clientes.id, id)).returning({ id: clientes.id });
    if (!row) throw new ActionError(m.clients.toasts.notFound);
    return row;
  },
);
