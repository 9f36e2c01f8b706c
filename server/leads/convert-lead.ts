import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import { normalizeTelefone } from '@/lib/validation/telefone';
import { createClient } from '@/server/clients/create-client';
import type { DomainEvent, Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { clientes, leads } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';
import { markLeadConverted } from './update-lead';

export type Converted = { clienteId: string; nome: string; email: string; existing: boolean };

/**
 * "Converter em cliente" on /contatos (D53): the message becomes a client of the registry (name, e-mail, phone) through
 * the client writer, or is linked to the client that already has its e-mail (the answer says which). The lead is
 * marked converted and handled; the client's timeline gets the message (at its own time) and the conversion.
 * Converting twice changes nothing.
 */
export async function convertLead(db: Db, actor: Actor, id: string): Promise<Written<Converted>> {
  const [lead] = await db.select().from(leads).where(eq(leads.id, id)).for('update');
  if (!lead) throw new ActionError(m.clientRecord.leads.notFound);
  if (lead.clienteId) {
    const [client] = await db.select({ nome: clientes.nome }).from(clientes).where(eq(clientes.id, lead.clienteId));
    const row = { clienteId: lead.clienteId, nome: client?.nome ?? lead.name, email: lead.email, existing: true };
    return { row, events: [] };
  }

  const email = lead.email.trim().toLowerCase();
  // The oldest client with the e-mail: a registry with duplicates still gets one answer.
  const [match] = await db
    .select({ id: clientes.id, nome: clientes.nome })
    .from(clientes)
    .where(eq(sql`lower(${clientes.email})`, email))
    .orderBy(asc(clientes.createdAt), asc(clientes.id))
    .limit(1);
  const events: DomainEvent[] = [];
  let client = match;
  if (!client) {
    // The contact form's phone is free text: it goes into the client only when it is a valid phone.
    const phone = lead.phone ? normalizeTelefone(lead.phone) : null;
    const created = await createClient(
      db,
      actor,
      { nome: lead.name, email, telefone: phone?.ok ? phone.value : null },
      { origem: 'lead', leadId: lead.id },
    );
    client = created.row;
    events.push(...created.events);
  }

  await markLeadConverted(db, actor, lead, client.id);
  await recordEvent(db, {
    clienteId: client.id,
    tipo: 'lead.received',
    assunto: { tipo: 'lead', id: lead.id },
    ator: { tipo: 'cliente', nome: lead.name },
    dados: { assunto: lead.subject },
    chave: `lead.received:${lead.id}`,
    em: lead.createdAt,
  });
  await recordEvent(db, {
    clienteId: client.id,
    tipo: 'lead.converted',
    assunto: { tipo: 'lead', id: lead.id },
    ator: actor,
    dados: { existente: Boolean(match) },
  });
  events.push({ type: 'lead.converted', leadId: lead.id, clienteId: client.id });
  return { row: { clienteId: client.id, nome: client.nome, email, existing: Boolean(match) }, events };
}
