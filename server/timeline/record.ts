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

/** Rows per statement in the bulk variant: well under PostgreSQL's 65,535 parameters (12 columns a row). */
const BATCH = 500;

function row(event: TimelineEvent, at: Date) {
  return {
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
    createdAt: event.em ?? at,
  };
}

/**
 * Writes one timeline entry with the caller's handle, so that it commits (or rolls back) with the change it
 * records: pass the action's `ctx.db` (the transaction). Answers whether the entry was written (false when
 * `chave` was already used).
 */
export async function recordEvent(db: Db, event: TimelineEvent): Promise<boolean> {
  return (await recordEvents(db, [event])) > 0;
}

/**
 * The bulk variant, for seeds and for writers that create many rows at once: the same entries as `recordEvent`,
 * a few hundred per statement. Answers how many were written (an entry whose `chave` was used is skipped).
 */
export async function recordEvents(db: Db, events: readonly TimelineEvent[]): Promise<number> {
  const at = now();
  let written = 0;
  for (let i = 0; i < events.length; i += BATCH) {
    const rows = await db
      .insert(timeline)
      .values(events.slice(i, i + BATCH).map((event) => row(event, at)))
      .onConflictDoNothing({ target: timeline.chave })
      .returning({ id: timeline.id });
    written += rows.length;
  }
  return written;
}

export { staffActor } from '@/lib/timeline/kinds';
