import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { dpsId } from '@/lib/nfse/dps-id';
import { unchanged, type DomainEvent, type Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { cobrancas, nfsePerfil, notasFiscais, type NotaErro, type NotaFiscal } from '@/server/platform/db/schema';

/**
 * D231: the one writer of `notas_fiscais`, each transition a conditional UPDATE that reports its event only when the
 * row moved. The outside world is never called from here: the issuing job (server/nfse/issue-note.ts) reserves the
 * note in one transaction, asks the Sefin after the commit and records the answer in another (D233).
 */

export type NoteWritten = Written<NotaFiscal>;

/** A note's event: its ids, for the charge's page (server/events/effects.ts). */
function noteEvent<T extends DomainEvent['type']>(type: T, row: NotaFiscal) {
  return { type, notaId: row.id, chargeId: row.cobrancaId, clienteId: row.clienteId };
}

/** What a reservation needs that the note keeps: the charge, its client, the value and the competência. */
export type Reservation = {
  cobrancaId: string;
  clienteId: string | null;
  /** Centavos (D5). */
  valor: number;
  /** yyyy-MM-dd. */
  competencia: string;
  /** The provider's CNPJ, for the DPS's Id. */
  cnpj: string;
};

/**
 * Reserves the note of a charge (D232). Idempotent: the charge's row is locked first, so two workers for the same
 * charge take turns, and one that finds a note pending, issued or rejected gets that note back (a rejected one waits
 * for `resetRejectedNote`, so it never takes a second number). Otherwise the next DPS number is taken from the fiscal
 * profile in one `UPDATE … RETURNING`: two reservations at once for two charges wait on the profile's row and never
 * get the same number. The counter is never below the highest number the series used, so a profile saved with an
 * older "próximo número" cannot make a number repeat (the unique (série, número) index is the last guard).
 */
export async function reserveNote(db: Db, input: Reservation): Promise<NoteWritten | null> {
  await db.select({ id: cobrancas.id }).from(cobrancas).where(eq(cobrancas.id, input.cobrancaId)).for('update');
  const [existing] = await db
    .select()
    .from(notasFiscais)
    .where(
      and(
        eq(notasFiscais.cobrancaId, input.cobrancaId),
        inArray(notasFiscais.status, ['pendente', 'emitida', 'rejeitada']),
      ),
    )
    .orderBy(desc(notasFiscais.createdAt))
    .limit(1);
  if (existing) return unchanged(existing);

  const used = sql`(select coalesce(max(${notasFiscais.numero}), 0) + 1 from ${notasFiscais} where ${notasFiscais.serie} = ${nfsePerfil.serie})`;
  const [taken] = await db
    .update(nfsePerfil)
    .set({ proximoNumero: sql`greatest(${nfsePerfil.proximoNumero}, ${used}) + 1` })
    .where(eq(nfsePerfil.chave, 'agencia'))
    .returning({
      serie: nfsePerfil.serie,
      numero: sql<number>`${nfsePerfil.proximoNumero} - 1`.mapWith(Number),
      ambiente: nfsePerfil.ambiente,
      municipioIbge: nfsePerfil.municipioIbge,
    });
  if (!taken) return null;
  const [row] = await db
    .insert(notasFiscais)
    .values({
      cobrancaId: input.cobrancaId,
      clienteId: input.clienteId,
      serie: taken.serie,
      numero: taken.numero,
      dpsId: dpsId({
        municipioIbge: taken.municipioIbge,
        inscricao: { tipo: 'cnpj', numero: input.cnpj },
        serie: taken.serie,
        numero: taken.numero,
      }),
      ambiente: taken.ambiente,
      status: 'pendente',
      valor: input.valor,
      competencia: input.competencia,
    })
    .returning();
  return { row, events: [noteEvent('nfse.reserved', row)] };
}

async function move(
  db: Db,
  id: string,
  from: NotaFiscal['status'],
  values: Partial<typeof notasFiscais.$inferInsert>,
): Promise<NotaFiscal | null> {
  const [row] = await db
    .update(notasFiscais)
    .set({ ...values, updatedAt: now() })
    .where(and(eq(notasFiscais.id, id), eq(notasFiscais.status, from)))
    .returning();
  return row ?? null;
}

async function current(db: Db, id: string): Promise<NotaFiscal | null> {
  const [row] = await db.select().from(notasFiscais).where(eq(notasFiscais.id, id));
  return row ?? null;
}

/** A pending note the Sefin authorised: its access key and the authorised XML (D231). */
export async function recordNoteIssued(
  db: Db,
  id: string,
  issued: { chaveAcesso: string; xml: string },
): Promise<NoteWritten | null> {
  const at = now();
  const row = await move(db, id, 'pendente', {
    status: 'emitida',
    chaveAcesso: issued.chaveAcesso,
    xmlAutorizado: issued.xml,
    erros: null,
    emitidaEm: at,
  });
  if (!row) {
    const found = await current(db, id);
    return found && unchanged(found);
  }
  return { row, events: [{ ...noteEvent('nfse.issued', row), chaveAcesso: issued.chaveAcesso }] };
}

/** A pending note the Sefin (or the product itself, D234) refused: the errors, for the charge's page. */
export async function recordNoteRejected(db: Db, id: string, erros: NotaErro[]): Promise<NoteWritten | null> {
  const row = await move(db, id, 'pendente', { status: 'rejeitada', erros });
  if (!row) {
    const found = await current(db, id);
    return found && unchanged(found);
  }
  return { row, events: [noteEvent('nfse.rejected', row)] };
}

/**
 * A rejected note back to pending for another attempt (D235), with the same number and DPS Id: a rejected DPS did
 * not become a note, so its number is still free at the Sefin, and keeping it leaves no gap in the series.
 */
export async function resetRejectedNote(db: Db, id: string): Promise<NoteWritten | null> {
  const row = await move(db, id, 'rejeitada', { status: 'pendente', erros: null });
  if (!row) {
    const found = await current(db, id);
    return found && unchanged(found);
  }
  return { row, events: [noteEvent('nfse.reset', row)] };
}

/** What the Sefin registered for a cancellation (D241), and who asked for it by hand (D243). */
export type Cancellation = {
  eventoXml: string;
  motivo: 1 | 2 | 9;
  justificativa: string;
  /** The staff member who cancelled by hand; null when the refund's job did (D242). */
  por: { id: string; nome: string } | null;
};

/**
 * An issued note the Sefin cancelled (event 101101, D241): the event's XML as answered, the reason, when and who. Only
 * from `emitida`, so a second job run or a second refund notice changes nothing and reports no event.
 */
export async function recordNoteCancelled(db: Db, id: string, cancelled: Cancellation): Promise<NoteWritten | null> {
  const row = await move(db, id, 'emitida', {
    status: 'cancelada',
    canceladaEm: now(),
    eventoXml: cancelled.eventoXml,
    cancelamentoMotivo: String(cancelled.motivo),
    cancelamentoJustificativa: cancelled.justificativa,
    canceladaPor: cancelled.por?.id ?? null,
  });
  if (!row) {
    const found = await current(db, id);
    return found && unchanged(found);
  }
  return { row, events: [{ ...noteEvent('nfse.cancelled', row), por: cancelled.por }] };
}
