import 'server-only';
import { searchText } from '@/lib/search';
import type { Actor } from '@/lib/timeline/kinds';
import type { DomainEvent, Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { clientes } from '@/server/platform/db/schema';
import { recordEvents, type TimelineEvent } from '@/server/timeline/record';
import type { PickedClient } from './link';

/** What a client is made of (document 000 §3, Client): the form's fields, already validated and normalised. */
export type ClientInput = {
  nome: string;
  email?: string | null;
  telefone?: string | null;
  documento?: string | null;
  endereco?: string | null;
  observacoes?: string | null;
  /** Who signs the client's contracts (D160): all four empty, or name, CPF and e-mail at least. */
  assinanteNome?: string | null;
  assinanteCpf?: string | null;
  assinanteEmail?: string | null;
  assinanteCelular?: string | null;
};

/** Where a client came from, kept on its `client.created` entry (a converted contact message). */
export type ClientOrigin = { origem: 'lead'; leadId: string };

/** The `busca` column: name and e-mail, and the phone and CPF/CNPJ with and without punctuation. */
export function clientSearchText(input: ClientInput): string {
  return searchText([input.nome, input.email], [input.telefone, input.documento]);
}

const PICKED = {
  id: clientes.id,
  nome: clientes.nome,
  email: clientes.email,
  telefone: clientes.telefone,
  documento: clientes.documento,
  endereco: clientes.endereco,
};

/**
 * A new client of the registry (decision D21: the one insert of `clientes`), from the client form, a converted
 * lead or a seed (D51): the search text is computed here, and the client's timeline starts with its `client.created`
 * entry in the same transaction.
 */
export async function createClient(
  db: Db,
  actor: Actor,
  input: ClientInput,
  origin?: ClientOrigin,
): Promise<Written<PickedClient>> {
  const { row, events } = await createClients(db, actor, [input], origin);
  return { row: row[0], events };
}

/**
 * The bulk variant (seeds): the same rules for many clients. A seed may give a row its past `createdAt`; the
 * timeline entry is then dated the same.
 */
export async function createClients(
  db: Db,
  actor: Actor,
  inputs: ReadonlyArray<ClientInput & { createdAt?: Date; updatedAt?: Date }>,
  origin?: ClientOrigin,
): Promise<Written<PickedClient[]>> {
  if (inputs.length === 0) return { row: [], events: [] };
  const rows = await db
    .insert(clientes)
    .values(
      inputs.map((input) => ({
        nome: input.nome,
        email: input.email ?? null,
        telefone: input.telefone ?? null,
        documento: input.documento ?? null,
        endereco: input.endereco ?? null,
        observacoes: input.observacoes ?? null,
        assinanteNome: input.assinanteNome ?? null,
        assinanteCpf: input.assinanteCpf ?? null,
        assinanteEmail: input.assinanteEmail ?? null,
        assinanteCelular: input.assinanteCelular ?? null,
        busca: clientSearchText(input),
        ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.updatedAt ?? input.createdAt } : {}),
      })),
    )
    .returning(PICKED);
  const entries: TimelineEvent[] = rows.map((row, i) => ({
    clienteId: row.id,
    tipo: 'client.created',
    assunto: { tipo: 'client', id: row.id },
    ator: actor,
    dados: origin ?? {},
    em: inputs[i].createdAt,
  }));
  await recordEvents(db, entries);
  const events: DomainEvent[] = rows.map((row) => ({ type: 'client.created', clienteId: row.id }));
  return { row: rows, events };
}
