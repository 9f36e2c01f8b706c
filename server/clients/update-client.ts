import 'server-only';
import { eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { clientes } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';
import { suspendConsentForNumber } from '@/server/whatsapp/record-consent';
import { clientSearchText, type ClientInput } from './create-client';
import type { PickedClient } from './link';
import { signingPersonOf, type SigningPerson } from '@/lib/clients/signing-person';

/**
 * "Editar" on a client (decision D21): every field of the form, the search text recomputed from them, and the
 * `client.updated` entry on its timeline. An id that names no client is refused with the form's message. A changed
 * phone asks the consent writer, in this transaction, whether the WhatsApp consent still holds (D153): one given
 * for another number is suspended.
 */
export async function updateClient(
  db: Db,
  actor: Actor,
  id: string,
  input: Required<ClientInput>,
): Promise<Written<PickedClient>> {
  const [before] = await db
    .select({ telefone: clientes.telefone })
    .from(clientes)
    .where(eq(clientes.id, id))
    .for('update');
  const [row] = await db
    .update(clientes)
    .set({ ...input, busca: clientSearchText(input), updatedAt: new Date() })
    .where(eq(clientes.id, id))
    .returning({
      id: clientes.id,
      nome: clientes.nome,
      email: clientes.email,
      telefone: clientes.telefone,
      documento: clientes.documento,
      endereco: clientes.endereco,
    });
  if (!row) throw new ActionError(m.clients.toasts.notFound);
  await recordEvent(db, {
    clienteId: row.id,
    tipo: 'client.updated',
    assunto: { tipo: 'client', id: row.id },
    ator: actor,
  });
  if ((before?.telefone ?? null) !== (row.telefone ?? null))
    await suspendConsentForNumber(db, actor, { clienteId: row.id, telefone: row.telefone });
  return { row, events: [{ type: 'client.updated', clienteId: row.id }] };
}

/**
 * "Salvar no cadastro do cliente" in a contract's send step (D160): only the person who signs the client's contracts,
 * the rest of the record untouched; the client's timeline says the record changed.
 */
export async function setClientSigningPerson(
  db: Db,
  actor: Actor,
  id: string,
  person: {
    assinanteNome: string | null;
    assinanteCpf: string | null;
    assinanteEmail: string | null;
    assinanteCelular: string | null;
  },
): Promise<Written<SigningPerson>> {
  const [row] = await db
    .update(clientes)
    .set({ ...person, updatedAt: new Date() })
    .where(eq(clientes.id, id))
    .returning();
  if (!row) throw new ActionError(m.clients.toasts.notFound);
  const saved = signingPersonOf(row);
  // The schema asks for the whole person; a record that still has none is not saved.
  if (!saved) throw new ActionError(m.clients.validation.assinanteIncompleto);
  await recordEvent(db, {
    clienteId: row.id,
    tipo: 'client.updated',
    assunto: { tipo: 'client', id: row.id },
    ator: actor,
  });
  return { row: saved, events: [{ type: 'client.updated', clienteId: row.id }] };
}
