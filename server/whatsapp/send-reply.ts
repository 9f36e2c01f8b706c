import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { m } from '@/lib/messages';
import type { Actor } from '@/lib/timeline/kinds';
import { normalizeMobile } from '@/lib/whatsapp/phone';
import { isServiceWindowOpen } from '@/lib/whatsapp/status';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { clientes, type WhatsappMensagem } from '@/server/platform/db/schema';
import { enqueueSend } from './enqueue-send';
import { lastIncomingAt } from './queries';
import { queueMessage } from './record-message';

export const MAX_TEXT = 4096;

/**
 * A staff member's free-text answer from the client record (issue's "replies reach staff"): allowed only inside
 * WhatsApp's 24-hour customer-service window after the client's last message; outside it only a template may go,
 * and the refusal says so. Queued for the worker like any message, so it is sent once.
 */
export async function sendReply(
  db: Db,
  actor: Extract<Actor, { tipo: 'staff' }>,
  input: { clienteId: string; texto: string },
): Promise<Written<WhatsappMensagem>> {
  const r = m.whatsapp.recusas;
  const texto = input.texto.trim();
  if (!texto) throw new ActionError(r.textoVazio);
  if (texto.length > MAX_TEXT) throw new ActionError(r.textoLongo);
  const [client] = await db
    .select({ telefone: clientes.telefone })
    .from(clientes)
    .where(eq(clientes.id, input.clienteId));
  if (!client) throw new ActionError(r.semCliente);
  const mobile = normalizeMobile(client.telefone);
  if (!mobile.ok) throw new ActionError(`${r.semCelular} ${mobile.message}`);
  const at = now();
  if (!isServiceWindowOpen(await lastIncomingAt(db, input.clienteId), at)) throw new ActionError(r.foraDaJanela);
  const queued = await queueMessage(db, {
    clienteId: input.clienteId,
    etapa: 'resposta',
    chave: `reply:${randomUUID()}`,
    telefone: mobile.e164,
    texto,
    contexto: { ator: actor },
    agendadaPara: at,
    usuarioId: actor.usuarioId,
  });
  await enqueueSend(db, queued.row.id, at);
  return { row: queued.row, events: [] };
}
