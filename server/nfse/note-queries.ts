import 'server-only';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/server/platform/db/client';
import { cobrancas, jobs, notasFiscais, type NotaFiscal } from '@/server/platform/db/schema';
import { ISSUE_JOB } from './issue-note';

export { CADASTRO_ERROR } from '@/server/platform/db/schema';

/** What the charge's page shows of its note (D238): never the XML, which only the DANFSe's route reads. */
export type ChargeNote = Pick<
  NotaFiscal,
  'id' | 'serie' | 'numero' | 'ambiente' | 'status' | 'chaveAcesso' | 'erros' | 'emitidaEm' | 'canceladaEm'
> & {
  motivo: NotaFiscal['cancelamentoMotivo'];
  /** D240: a pending note with no issue job queued or running (it gave up): staff may try again. */
  parada: boolean;
};

/** Whether an issue job for the charge is still queued or running (D240: then a retry has nothing to add). */
export async function issueJobLive(db: Db, chargeId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.tipo, ISSUE_JOB),
        inArray(jobs.status, ['pendente', 'executando']),
        sql`${jobs.dados}->>'cobrancaId' = ${chargeId}`,
      ),
    )
    .limit(1);
  return !!row;
}

/** The charge's latest note (a live one, else the last rejected or cancelled), or null. */
export async function chargeNote(chargeId: string): Promise<ChargeNote | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: notasFiscais.id,
      serie: notasFiscais.serie,
      numero: notasFiscais.numero,
      ambiente: notasFiscais.ambiente,
      status: notasFiscais.status,
      chaveAcesso: notasFiscais.chaveAcesso,
      erros: notasFiscais.erros,
      emitidaEm: notasFiscais.emitidaEm,
      canceladaEm: notasFiscais.canceladaEm,
      motivo: notasFiscais.cancelamentoMotivo,
    })
    .from(notasFiscais)
    .where(eq(notasFiscais.cobrancaId, chargeId))
    .orderBy(desc(notasFiscais.createdAt))
    .limit(1);
  if (!row) return null;
  if (row.status !== 'pendente') return { ...row, parada: false };
  return { ...row, parada: !(await issueJobLive(db, chargeId)) };
}

/** The authorised XML of the charge's issued (or since cancelled) note, for its DANFSe; null when there is none. */
export async function chargeNoteXml(
  chargeId: string,
): Promise<{ chaveAcesso: string; xml: string; cancelled: boolean } | null> {
  const db = await getDb();
  const rows = await db
    .select({ chave: notasFiscais.chaveAcesso, xml: notasFiscais.xmlAutorizado, status: notasFiscais.status })
    .from(notasFiscais)
    .where(eq(notasFiscais.cobrancaId, chargeId))
    .orderBy(desc(notasFiscais.createdAt));
  const row = rows.find((r) => r.xml && r.chave && (r.status === 'emitida' || r.status === 'cancelada'));
  return row ? { chaveAcesso: row.chave!, xml: row.xml!, cancelled: row.status === 'cancelada' } : null;
}

/** D252: the notes a client or staff may download: issued ones, and issued ones since cancelled (watermarked). */
const DOWNLOADABLE = ['emitida', 'cancelada'] as const;

/** One line of the client portal's "Notas fiscais" (D252): never the XML, never a pending or rejected note. */
export type ClientNote = {
  id: string;
  serie: string;
  numero: number;
  valor: number;
  emitidaEm: string | null;
  status: 'emitida' | 'cancelada';
  ambiente: string;
};

/** The client's issued notes, newest first (D252): filtered by the note's own client, the taker it was issued to. */
export async function clientNotes(clienteId: string): Promise<ClientNote[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: notasFiscais.id,
      serie: notasFiscais.serie,
      numero: notasFiscais.numero,
      valor: notasFiscais.valor,
      emitidaEm: notasFiscais.emitidaEm,
      status: notasFiscais.status,
      ambiente: notasFiscais.ambiente,
    })
    .from(notasFiscais)
    .where(
      and(
        eq(notasFiscais.clienteId, clienteId),
        inArray(notasFiscais.status, [...DOWNLOADABLE]),
        isNotNull(notasFiscais.xmlAutorizado),
      ),
    )
    .orderBy(desc(notasFiscais.emitidaEm), desc(notasFiscais.createdAt));
  return rows.map((r) => ({
    ...r,
    emitidaEm: r.emitidaEm?.toISOString() ?? null,
    status: r.status as ClientNote['status'],
  }));
}

/** The authorised XML of one of the client's notes (D252); null for another client's note or one not issued. */
export async function clientNoteXml(
  clienteId: string,
  noteId: string,
): Promise<{ chaveAcesso: string; xml: string; cancelled: boolean } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ chave: notasFiscais.chaveAcesso, xml: notasFiscais.xmlAutorizado, status: notasFiscais.status })
    .from(notasFiscais)
    .where(
      and(
        eq(notasFiscais.id, noteId),
        eq(notasFiscais.clienteId, clienteId),
        inArray(notasFiscais.status, [...DOWNLOADABLE]),
      ),
    );
  if (!row?.xml || !row.chave) return null;
  return { chaveAcesso: row.chave, xml: row.xml, cancelled: row.status === 'cancelada' };
}

/** One line of staff's "Notas fiscais" (D253). */
export type StaffNote = {
  id: string;
  cobrancaId: string;
  serie: string;
  numero: number;
  cliente: string;
  valor: number;
  emitidaEm: Date | null;
  createdAt: Date;
  status: NotaFiscal['status'];
  ambiente: string;
};

/** Every note, newest first, `limit` at most (D253): the client's name as the charge names it. */
export async function listNotes(limit: number): Promise<StaffNote[]> {
  const db = await getDb();
  return db
    .select({
      id: notasFiscais.id,
      cobrancaId: notasFiscais.cobrancaId,
      serie: notasFiscais.serie,
      numero: notasFiscais.numero,
      cliente: cobrancas.cliente,
      valor: notasFiscais.valor,
      emitidaEm: notasFiscais.emitidaEm,
      createdAt: notasFiscais.createdAt,
      status: notasFiscais.status,
      ambiente: notasFiscais.ambiente,
    })
    .from(notasFiscais)
    .innerJoin(cobrancas, eq(cobrancas.id, notasFiscais.cobrancaId))
    .orderBy(desc(notasFiscais.createdAt))
    .limit(limit);
}
