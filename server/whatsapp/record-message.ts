import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import type { Actor } from '@/lib/timeline/kinds';
import type { TemplateMessage } from '@/lib/whatsapp/request';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { sealJson } from '@/server/platform/crypto/seal';
import { whatsappMensagens, type WhatsappMensagem } from '@/server/platform/db/schema';
import { eventIds, recordMessageEntry } from './timeline';

/**
 * The writer of new outgoing WhatsApp messages (D21): a message queued for the worker (automatic, a staff reply,
 * the opt-out confirmation) and a wa.me link a staff member opened. Incoming ones are written by
 * record-incoming.ts; status changes by record-send-result.ts and record-status.ts.
 */
export type NewMessage = {
  clienteId: string | null;
  etapa: string;
  /** The idempotency key: a second message with the same key is not created. */
  chave: string;
  telefone: string;
  /** A template message, or free text (inside the 24-hour window) when absent. */
  template?: Pick<TemplateMessage, 'name' | 'language' | 'parameters'> | null;
  texto: string;
  assunto?: { tipo: string; id: string } | null;
  contexto?: Record<string, unknown>;
  /** Secrets the text's and parameters' slots stand for (lib/mail/secret-slots.ts, D146), sealed here. */
  segredos?: Readonly<Record<string, string>>;
  agendadaPara: Date;
  usuarioId?: string | null;
};

/** Queues a message (status `pendente`); answers the existing one, `created: false`, when its key was used. */
export async function queueMessage(
  db: Db,
  input: NewMessage,
): Promise<Written<WhatsappMensagem> & { created: boolean }> {
  const [row] = await db
    .insert(whatsappMensagens)
    .values({
      clienteId: input.clienteId,
      direcao: 'saida',
      via: 'api',
      etapa: input.etapa,
      assuntoTipo: input.assunto?.tipo ?? null,
      assuntoId: input.assunto?.id ?? null,
      chave: input.chave,
      telefone: input.telefone,
      template: input.template?.name ?? null,
      idioma: input.template?.language ?? null,
      parametros: input.template?.parameters ?? [],
      texto: input.texto,
      contexto: input.contexto ?? {},
      segredos: input.segredos && Object.keys(input.segredos).length > 0 ? sealJson(input.segredos) : null,
      status: 'pendente',
      agendadaPara: input.agendadaPara,
      usuarioId: input.usuarioId ?? null,
    })
    .onConflictDoNothing({ target: whatsappMensagens.chave })
    .returning();
  if (row) return { row, events: [], created: true };
  const [existing] = await db.select().from(whatsappMensagens).where(eq(whatsappMensagens.chave, input.chave));
  return { row: existing, events: [], created: false };
}

/**
 * "Enviar por WhatsApp" (D22: a person sends it, no consent needed): the wa.me link a staff member opened, with
 * the text it carried, recorded on the client's timeline as sent by them. WhatsApp reports nothing back about
 * it, so it stays `aberta`.
 */
export async function recordLinkSend(
  db: Db,
  actor: Extract<Actor, { tipo: 'staff' }>,
  input: {
    clienteId: string | null;
    /** The kind of link (lib/whatsapp/steps.ts LINK_KINDS). */
    tipo: string;
    telefone: string;
    texto: string;
    assunto?: { tipo: string; id: string } | null;
  },
): Promise<Written<WhatsappMensagem>> {
  const at = now();
  const [row] = await db
    .insert(whatsappMensagens)
    .values({
      clienteId: input.clienteId,
      direcao: 'saida',
      via: 'link',
      etapa: 'link',
      assuntoTipo: input.assunto?.tipo ?? null,
      assuntoId: input.assunto?.id ?? null,
      chave: `link:${randomUUID()}`,
      telefone: input.telefone,
      texto: input.texto,
      contexto: { tipo: input.tipo, ator: actor },
      status: 'aberta',
      enviadaEm: at,
      usuarioId: actor.usuarioId,
    })
    .returning();
  await recordMessageEntry(db, row, 'whatsapp.sent', { via: 'link', tipo: input.tipo, para: row.telefone }, { em: at });
  return { row, events: [{ type: 'whatsapp.sent', ...eventIds(row) }] };
}
