'use server';

import { m } from '@/lib/messages';
import { ZClientSearch } from '@/lib/validation/client-link';
import { ZClientForm, ZClientId, ZClientSigningPerson, ZClientUpdate } from '@/lib/validation/clients';
import { staffAction } from '@/server/action';
import * as create from './create-client';
import * as remove from './delete-client';
import { searchClientsIn } from './search';
import * as update from './update-client';

/** Novo Cliente (document 000 §2.5, §7 clientes insert); answers the row so a form can pick it in place. */
export const createClient = staffAction(
  { name: 'createClient', role: 'member', schema: ZClientForm, errorMessage: m.clients.toasts.createError },
  async (input, { db, actor, emit }) => {
    const { row, events } = await create.createClient(db, actor, input);
    emit(events);
    return row;
  },
);

/** Editar (update by id). */
export const updateClient = staffAction(
  { name: 'updateClient', role: 'member', schema: ZClientUpdate, errorMessage: m.clients.toasts.editError },
  async ({ id, ...input }, { db, actor, emit }) => {
    const { row, events } = await update.updateClient(db, actor, id, input);
    emit(events);
    return row;
  },
);

/** "Salvar no cadastro do cliente" in a contract's send step (D160): the person who signs for the client. */
export const saveClientSigningPerson = staffAction(
  {
    name: 'saveClientSigningPerson',
    role: 'member',
    schema: ZClientSigningPerson,
    errorMessage: m.signatures.contract.personError,
  },
  async ({ clienteId, ...person }, { db, actor, emit }) => {
    const { row, events } = await update.setClientSigningPerson(db, actor, clienteId, person);
    emit(events);
    return row;
  },
);

/** Excluir, after "Tem certeza que deseja excluir este cliente?" (refused while documents name the client, D51). */
export const deleteClient = staffAction(
  { name: 'deleteClient', role: 'admin', schema: ZClientId, errorMessage: m.clients.toasts.deleteError },
  async ({ id }, { db, emit }) => {
    const { row, events } = await remove.deleteClient(db, id);
    emit(events);
    return row;
  },
);

/** The client picker's search: by name, e-mail or CPF/CNPJ, a few rows at a time. */
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
