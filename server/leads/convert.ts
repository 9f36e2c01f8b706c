'use server';

import { asc, eq, sql } from 'drizzle-orm';
import { m } from '@/lib/messages';
import { searchText } from '@/lib/search';
import { ZLeadConvert } from '@/lib/validation/client-link';
import { normalizeTelefone } from '@/lib/validation/telefone';
import { ActionError, staffAction } from '@/server/platform/action';
import { clientes, leads } from '@/server/platform/db/schema';
import { recordEvent, staffActor } from '@/server/timeline/record';

/**
 * "Converter em cliente" on /contatos (issue 18 item 3): the message becomes a client of the registry (name,
 * e-mail, phone), or is linked to the client that already has its e-mail (the answer says which). The lead is
 * marked converted and handled; the client's timeline gets the message (at its own time) and the conversion.
 * Converting twice changes nothing.
 */
export const convertLead = staffAction(
  {
    name: 'convertLead',
    role: 'member',
    schema: ZLeadConvert,
    errorMessage: m.clientRecord.leads.convertError,
    revalidate: ['/contatos', '/clientes'],
  },
  async ({ id }, { db, user }) => {
    const [lead] = await db.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!lead) throw new ActionError(m.clientRecord.leads.notFound);
    if (lead.clienteId) {
      const [client] = await db
        .select({ id: clientes.id, nome: clientes.nome })
        .from(clientes)
        .where(eq(clientes.id, lead.clienteId));
      return { clienteId: lead.clienteId, nome: client?.nome ?? lead.name, email: lead.email, existing: true };
    }

    const email = lead.email.trim().toLowerCase();
    // The oldest client with the e-mail: a registry with duplicates still gets one answer.
    const [match] = await db
      .select({ id: clientes.id, nome: clientes.nome })
      .from(clientes)
      .where(eq(sql`lower(${clientes.email})`, email))
      .orderBy(asc(clientes.createdAt), asc(clientes.id))
      .limit(1);
    const ator = staffActor(user);
    let client = match;
    if (!client) {
      // The contact form's phone is free text: it goes into the client only when it is a valid phone.
      const phone = lead.phone ? normalizeTelefone(lead.phone) : null;
      const telefone = phone?.ok ? phone.value : null;
      [client] = await db
        .insert(clientes)
        .values({ nome: lead.name, email, telefone, busca: searchText([lead.name, email], [telefone]) })
        .returning({ id: clientes.id, nome: clientes.nome });
      await recordEvent(db, {
        clienteId: client.id,
        tipo: 'client.created',
        assunto: { tipo: 'client', id: client.id },
        ator,
        dados: { origem: 'lead', leadId: lead.id },
      });
    }

    await db
      .update(leads)
      .set({ clienteId: client.id, handledAt: lead.handledAt ?? new Date(), handledBy: lead.handledBy ?? user.id })
      .where(eq(leads.id, lead.id));
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
      ator,
      dados: { existente: Boolean(match) },
    });
    return { clienteId: client.id, nome: client.nome, email, existing: Boolean(match) };
  },
  { revalidate: (data) => [`/clientes/${data.clienteId}`] },
);
