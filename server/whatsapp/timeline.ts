import 'server-only';
import { m } from '@/lib/messages';
import { SUBJECT_KINDS, type Actor, type SubjectKind, type TimelineKind } from '@/lib/timeline/kinds';
import type { Db } from '@/server/platform/db/client';
import type { WhatsappMensagem } from '@/server/platform/db/schema';
import { recordEvent } from '@/server/timeline/record';

/** The automatic sender on the timeline. */
export const WHATSAPP_SYSTEM: Actor = { tipo: 'sistema', nome: m.whatsapp.sistema };

/** Who a message speaks for: the staff member kept in its context (a reply, a link), else the automatic step. */
export function actorOf(message: Pick<WhatsappMensagem, 'contexto'>): Actor {
  const actor = message.contexto?.ator as Actor | undefined;
  return actor && typeof actor === 'object' && 'tipo' in actor ? actor : WHATSAPP_SYSTEM;
}

/** The document a message is about, or its client. */
export function subjectOf(message: Pick<WhatsappMensagem, 'assuntoTipo' | 'assuntoId' | 'clienteId'>) {
  if (message.assuntoTipo && message.assuntoId && (SUBJECT_KINDS as readonly string[]).includes(message.assuntoTipo))
    return { tipo: message.assuntoTipo as SubjectKind, id: message.assuntoId };
  return { tipo: 'client' as const, id: message.clienteId ?? '' };
}

/** The ids an event about a message carries. */
export function eventIds(message: WhatsappMensagem) {
  return {
    messageId: message.id,
    clienteId: message.clienteId,
    step: message.etapa,
    subject: message.assuntoTipo && message.assuntoId ? { tipo: message.assuntoTipo, id: message.assuntoId } : null,
  };
}

/**
 * One timeline entry about a message, in the writer's transaction, keyed by kind and message so that a retried
 * webhook or job writes it once. A message with no client (a number we do not know) has no timeline.
 */
export async function recordMessageEntry(
  db: Db,
  message: WhatsappMensagem,
  tipo: TimelineKind,
  dados: Record<string, unknown>,
  options: { ator?: Actor; em?: Date } = {},
): Promise<void> {
  if (!message.clienteId) return;
  await recordEvent(db, {
    clienteId: message.clienteId,
    tipo,
    assunto: subjectOf(message),
    ator: options.ator ?? actorOf(message),
    dados: { mensagemId: message.id, etapa: message.etapa, ...dados },
    chave: `${tipo}:${message.id}`,
    em: options.em,
  });
}
