import 'server-only';
import { eq } from 'drizzle-orm';
import { getAgency } from '@/server/agency/profile';
import { formatDateTime } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import type { DomainEvent, EventOf } from '@/server/events/types';
import { getDb } from '@/server/platform/db/client';
import { clientes, whatsappMensagens } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import type { Db } from '@/server/platform/db/client';
import { queueMail } from '@/server/platform/mail/outbox';
import { runOnce } from '@/server/pipeline/run-once';

const t = m.whatsapp.aviso;

/**
 * The `whatsapp.received` follow-up: the agency hears of a client's WhatsApp message by e-mail (as of a new lead,
 * D10), with the text and the client record, where staff answer inside the 24-hour window. Once per message.
 */
export async function notifyStaffOfIncoming(event: EventOf<'whatsapp.received'>): Promise<DomainEvent[]> {
  const db = await getDb();
  const events: DomainEvent[] = [];
  await runOnce(db, 'whatsapp.avisoEquipe', event.messageId, async (tx) => {
    const [message] = await tx.select().from(whatsappMensagens).where(eq(whatsappMensagens.id, event.messageId));
    if (!message) return { enviado: false };
    const [client] = message.clienteId
      ? await tx.select({ nome: clientes.nome }).from(clientes).where(eq(clientes.id, message.clienteId))
      : [];
    const nome = client?.nome ?? (message.contexto?.nome as string | undefined) ?? message.telefone;
    const values = {
      nome,
      telefone: message.telefone,
      texto: message.texto ?? t.semTexto,
      date: formatDateTime(message.recebidaEm ?? message.createdAt),
      link: message.clienteId ? `${env.appUrl}/clientes/${message.clienteId}` : t.semCliente,
    };
    const queued = await queueMail(tx as Db, {
      to: (await getAgency()).email,
      subject: fill(t.assunto, values),
      text: fill(t.texto, values),
      assunto: { tipo: 'whatsapp', id: message.id },
      tipo: 'whatsapp.aviso',
    });
    events.push(...queued.events);
    return { enviado: true };
  });
  return events;
}
