import 'server-only';
import { now } from '@/lib/clock';
import type { Actor, SubjectKind, TimelineKind } from '@/lib/timeline/kinds';
import type { Db } from '@/server/platform/db/client';
import { timeline } from '@/server/platform/db/schema';

export type TimelineEvent = {
  clienteId: string | null | undefined;
  tipo: TimelineKind;
  assunto: { tipo: SubjectKind; id: string };
  ator: Actor;
  dados?: Record<string, unknown>;
  /** Shown in the client portal. */
  visivelCliente?: boolean;
  /** Idempotency key for automatic entries: a second entry with the same key is not written. */
  chave?: string;
  em?: Date;
};

/**
 * Writes one timeline entry with the caller's handle, so that it commits (or rolls back) with the change it
 * records: pass the action's `ctx.db` (the transaction). Answers whether the entry was written (false when
 * `chave` was already used).
 */
export async function recordEvent(db: Db, event: TimelineEvent): Promise<boolean> {
  const rows = await db
    .insert(timeline)
    .values({
      clienteId: event.clienteId ?? null,
      tipo: event.tipo,
      assuntoTipo: event.assunto.tipo,
      assuntoId: event.assunto.id,
      atorTipo: event.ator.tipo,
      atorUsuarioId: event.ator.tipo === 'staff' ? event.ator.usuarioId : null,
      atorNome: event.ator.nome ?? null,
      dados: event.dados ?? {},
      visivelCliente: event.visivelCliente ?? false,
      chave: event.chave ?? null,
      createdAt: event.em ?? now(),
    })
    .onConflictDoNothing({ target: timeline.chave })
    .returning({ id: timeline.id });
  return rows.length > 0;
}

export { staffActor } from '@/lib/timeline/kinds';
