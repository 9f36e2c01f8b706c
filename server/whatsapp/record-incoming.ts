import 'server-only';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { getAgency } from '@/server/agency/profile';
import { fill, m } from '@/lib/messages';
import { waIdCandidates, waIdDisplayForms } from '@/lib/whatsapp/phone';
import { isOptOutText } from '@/lib/whatsapp/status';
import type { IncomingMessage } from '@/lib/whatsapp/webhook-payload';
import type { DomainEvent, Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import {
  clientes,
  whatsappConsentimentos,
  whatsappMensagens,
  type WhatsappMensagem,
} from '@/server/platform/db/schema';
import { enqueueSend } from './enqueue-send';
import { recordOptOut } from './record-consent';
import { queueMessage } from './record-message';
import { eventIds, recordMessageEntry } from './timeline';

/** The client a WhatsApp id belongs to: by the stored phone, one who opted in first, then the newest. */
async function clientOf(db: Db, waId: string): Promise<string | null> {
  const forms = waIdDisplayForms(waId);
  if (forms.length === 0) return null;
  const [row] = await db
    .select({ id: clientes.id })
    .from(clientes)
    .leftJoin(whatsappConsentimentos, eq(whatsappConsentimentos.clienteId, clientes.id))
    .where(inArray(clientes.telefone, forms))
    .orderBy(sql`${whatsappConsentimentos.status} = 'ativo' desc nulls last`, desc(clientes.createdAt))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The writer of a message a client sent us (D21, D22): stored once per wamid, on the client's timeline. "SAIR" or
 * "PARAR" withdraws the client's consent at once and queues one last message that confirms it (free text: the
 * client has just written, so the 24-hour window is open).
 */
export async function recordIncoming(db: Db, incoming: IncomingMessage): Promise<Written<WhatsappMensagem | null>> {
  const clienteId = await clientOf(db, incoming.from);
  const telefone = waIdCandidates(incoming.from)[0] ?? `+${incoming.from.replace(/\D/g, '')}`;
  const [row] = await db
    .insert(whatsappMensagens)
    .values({
      clienteId,
      direcao: 'entrada',
      via: 'api',
      etapa: 'recebida',
      chave: `in:${incoming.wamid}`,
      telefone,
      wamid: incoming.wamid,
      texto: incoming.text,
      contexto: { tipo: incoming.type, nome: incoming.name },
      status: 'recebida',
      recebidaEm: incoming.at,
    })
    .onConflictDoNothing({ target: whatsappMensagens.chave })
    .returning();
  if (!row) return { row: null, events: [] };

  const client = { tipo: 'cliente' as const, nome: incoming.name };
  await recordMessageEntry(
    db,
    row,
    'whatsapp.received',
    { texto: incoming.text, tipo: incoming.type },
    {
      ator: client,
      em: incoming.at,
    },
  );
  const events: DomainEvent[] = [{ type: 'whatsapp.received', ...eventIds(row) }];
  if (!clienteId || !isOptOutText(incoming.text)) return { row, events };

  const optOut = await recordOptOut(db, client, { clienteId, via: 'mensagem', detalhe: incoming.text });
  events.push(...optOut.events);
  if (optOut.row) {
    const confirmation = await queueMessage(db, {
      clienteId,
      etapa: 'optout.confirmacao',
      chave: `optout:${incoming.wamid}`,
      telefone,
      texto: fill(m.whatsapp.optOut.confirmacao, { agency: (await getAgency()).name }),
      agendadaPara: incoming.at,
    });
    await enqueueSend(db, confirmation.row.id);
  }
  return { row, events };
}
