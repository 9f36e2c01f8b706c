import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { fill } from '@/lib/messages';
import { type CancelMotivo, normaliseJustificativa } from '@/lib/nfse/evento';
import { isFullRefund } from '@/lib/nfse/note-rules';
import { loadAgencyProfile } from '@/server/agency/profile';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { notasFiscais, pixDevolucoes, type NotaFiscal } from '@/server/platform/db/schema';
import { enqueue } from '@/server/platform/jobs/queue';
import { nfseCredentials } from './certificate';
import { NfseUnavailableError } from './issue-note';
import type { NfseCertificate, NfseProvider, SefinError } from './provider';
import { nfseProvider } from './providers';
import { recordNoteCancelled } from './write-note';
import serverText from '@/messages';

/**
 * D241: an issued note cancelled at the Sefin (event 101101), by the refund's job (D242) or by the owner's hand
 * (D243), through one path: one transaction reads the note, the agency's CNPJ and the certificate; the Sefin is asked
 * after the commit, with no transaction open (D146); a second transaction records `cancelada` with the event's XML
 * through the notes' writer. An unavailable Sefin throws `NfseUnavailableError` (the job's queue tries again later, as
 * the issue job's does, D233); a refusal is answered, never recorded: the note stays `emitida`.
 */
export const CANCEL_JOB = 'nfse.cancelar';

const t = serverText.nfseNote.cancel;

export type CancelRequest = {
  motivo: CancelMotivo;
  justificativa: string;
  /** The staff member who cancels by hand; null for the refund's job. */
  por: { id: string; nome: string } | null;
};

export type CancelOutcome =
  | { status: 'cancelled'; events: DomainEvent[] }
  /** Already cancelled: nothing asked, nothing written (a second job run, a second refund notice). */
  | { status: 'already' }
  /** Not issued (pending, rejected, replaced): nothing to cancel. */
  | { status: 'not-issued' }
  | { status: 'rejected'; errors: SefinError[] };

export type CancelDeps = {
  /** The provider for the certificate (default server/nfse/providers.ts); the tests give the stand-in Sefin's. */
  provider?: (certificate: NfseCertificate | null) => NfseProvider;
};

/** The Sefin's refusal in one line, for staff (the action) and for the failed job's error. */
export function refusalText(errors: SefinError[]): string {
  const erros = errors
    .map((e) => `${e.codigo}: ${e.descricao}${e.complemento ? ` (${e.complemento})` : ''}`)
    .join('; ');
  return fill(t.recusado, { erros });
}

export async function cancelNote(
  db: Db,
  notaId: string,
  request: CancelRequest,
  deps: CancelDeps = {},
): Promise<CancelOutcome> {
  type Prepared = { note: NotaFiscal; cnpj: string; credentials: NfseCertificate | null };
  const prepared = await db.transaction(async (txRaw): Promise<Prepared | CancelOutcome> => {
    const tx = txRaw as unknown as Db;
    const [note] = await tx.select().from(notasFiscais).where(eq(notasFiscais.id, notaId));
    if (!note) return { status: 'not-issued' };
    if (note.status === 'cancelada') return { status: 'already' };
    if (note.status !== 'emitida' || !note.chaveAcesso) return { status: 'not-issued' };
    const agency = await loadAgencyProfile(tx);
    const cnpj = (agency.cnpj ?? '').replace(/\D/g, '');
    return { note, cnpj, credentials: await nfseCredentials(tx) };
  });
  if ('status' in prepared) return prepared;
  const { note, cnpj, credentials } = prepared;

  // After the commit (D146): the Sefin may take its whole time limit.
  const provider = (deps.provider ?? nfseProvider)(credentials);
  const justificativa = normaliseJustificativa(request.justificativa);
  const result = await provider.cancel(note.chaveAcesso!, {
    ambiente: note.ambiente === '1' ? 1 : 2,
    autor: { tipo: 'cnpj', numero: cnpj },
    motivo: request.motivo,
    justificativa,
  });
  if (result.status === 'unavailable') throw new NfseUnavailableError(`${result.reason}: ${result.detail}`);
  if (result.status === 'rejected') return { status: 'rejected', errors: result.errors };

  const written = await db.transaction((tx) =>
    recordNoteCancelled(tx as unknown as Db, note.id, {
      eventoXml: result.eventoXml,
      motivo: request.motivo,
      justificativa,
      por: request.por,
    }),
  );
  return { status: 'cancelled', events: written?.events ?? [] };
}

/**
 * The job `nfse.cancelar` (D242): the refund's cancellation, reason 9 with the catalogue's words. Idempotent: a note
 * already cancelled is left alone. A refusal fails the job with the Sefin's words, among the failed jobs staff see
 * (the note stays `emitida`, and the owner can cancel it by hand once the cause is known).
 */
export async function cancelNoteForRefund(db: Db, notaId: string, deps: CancelDeps = {}): Promise<DomainEvent[]> {
  const outcome = await cancelNote(db, notaId, { motivo: 9, justificativa: t.devolucao, por: null }, deps);
  if (outcome.status === 'rejected') throw new Error(refusalText(outcome.errors));
  return outcome.status === 'cancelled' ? outcome.events : [];
}

/**
 * The follow-up of a settled refund (`pix.refundUpdated` DEVOLVIDO, D242): when the charge's refunds together cover
 * its issued note, the job `nfse.cancelar` is queued under the note's key, so a second notice of the same refund (or
 * a second refund) queues nothing while the first job is kept, and the job finds the note cancelled when it is not.
 * It calls nothing outside.
 */
export async function queueNoteCancelForRefund(db: Db, chargeId: string): Promise<boolean> {
  const [note] = await db
    .select({ id: notasFiscais.id, valor: notasFiscais.valor })
    .from(notasFiscais)
    .where(and(eq(notasFiscais.cobrancaId, chargeId), eq(notasFiscais.status, 'emitida')));
  if (!note) return false;
  const [{ devolvido }] = await db
    .select({ devolvido: sql<number>`coalesce(sum(${pixDevolucoes.valor}), 0)::int` })
    .from(pixDevolucoes)
    .where(and(eq(pixDevolucoes.cobrancaId, chargeId), eq(pixDevolucoes.status, 'DEVOLVIDO')));
  if (!isFullRefund(Number(devolvido), note.valor)) return false;
  // Retried with back-off while the Sefin is unavailable, as the issue job is (D233).
  const queued = await enqueue(db, {
    tipo: CANCEL_JOB,
    chave: `nfse:cancelar:${note.id}`,
    dados: { notaId: note.id },
    maxTentativas: 10,
  });
  return queued > 0;
}
