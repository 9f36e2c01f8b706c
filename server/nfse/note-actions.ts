'use server';

import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isCancelMotivo, justificativaProblem, normaliseJustificativa } from '@/lib/nfse/evento';
import { retryPlan } from '@/lib/nfse/note-rules';
import { ActionError, staffAction } from '@/server/action';
import { reauthenticate } from '@/server/auth/reauthenticate';
import type { Db } from '@/server/platform/db/client';
import { notasFiscais } from '@/server/platform/db/schema';
import { cancelNote, refusalText } from './cancel-note';
import { NfseUnavailableError, profileCanIssue, queueNoteIssue } from './issue-note';
import { issueJobLive } from './note-queries';
import { readFiscalProfile } from './queries';
import { resetRejectedNote } from './write-note';
import serverText from '@/messages';

const t = serverText.nfseNote;

/** The charge's latest note, whatever its status (the one its page shows, server/nfse/note-queries.ts). */
async function latestNote(db: Db, chargeId: string) {
  const [note] = await db
    .select()
    .from(notasFiscais)
    .where(eq(notasFiscais.cobrancaId, chargeId))
    .orderBy(desc(notasFiscais.createdAt))
    .limit(1);
  return note ?? null;
}

const ZRetry = z.object({ chargeId: z.uuid() });

/**
 * "Tentar de novo" on the charge's note (D240), owners and admins: a rejected note is reset through the notes' writer
 * (D235: same number and DPS Id), and its `nfse.reset` queues the job `nfse.emitir` under a key of its own; a pending
 * note whose job gave up is queued again as it is. Idempotent: a note already pending with its job queued answers
 * ok and changes nothing. Refused, in Portuguese, for a note that is issued or cancelled and for a profile that
 * cannot issue (a reset note would otherwise wait for a job that is never queued).
 */
export const retryNote = staffAction(
  { name: 'retryNote', role: 'admin', schema: ZRetry, errorMessage: t.retry.falhou },
  async ({ chargeId }, { db, emit }) => {
    const note = await latestNote(db, chargeId);
    if (!note) throw new ActionError(t.retry.semNota);
    const plan = retryPlan(note.status, note.status === 'pendente' && (await issueJobLive(db, chargeId)));
    if (plan === 'refuse') throw new ActionError(t.retry.naoRejeitada);
    if (plan === 'nothing') return { status: 'pendente' as const };
    if (!profileCanIssue(await readFiscalProfile(db))) throw new ActionError(t.retry.perfilIncompleto);
    if (plan === 'reset') {
      const written = await resetRejectedNote(db, note.id);
      emit(written?.events ?? []);
    } else await queueNoteIssue(db, chargeId, 'retry');
    return { status: 'pendente' as const };
  },
);

const ZCancelByHand = z.object({
  chargeId: z.uuid(),
  motivo: z.coerce.number(),
  justificativa: z.string().max(2000, t.cancel.justificativaLonga),
  confirmacao: z.string().max(200).optional(),
});

const JUSTIFICATIVA_REFUSALS = {
  curta: t.cancel.justificativaCurta,
  longa: t.cancel.justificativaLonga,
  latin1: t.cancel.justificativaCaracteres,
} as const;

/**
 * "Cancelar nota" by hand (D243): the owner's alone, with the reason (`cMotivo` 1, 2 or 9 and 15–255 characters of
 * words, D244), the password (or the authenticator's code) asked again before anything is sent (as the Pix key and
 * the fiscal identity do, D180, D230), and audited: the note keeps who cancelled it, and the timeline's entry names
 * them (D245). No transaction is held while the Sefin is asked (D241).
 */
export const cancelNoteByHand = staffAction(
  { name: 'cancelNoteByHand', role: 'owner', schema: ZCancelByHand, errorMessage: t.cancel.falhou, transaction: false },
  async ({ chargeId, motivo, justificativa: typed, confirmacao }, { db, user, emit }) => {
    if (!isCancelMotivo(motivo)) throw new ActionError(t.cancel.motivoInvalido);
    const justificativa = normaliseJustificativa(typed);
    const problem = justificativaProblem(justificativa);
    if (problem) throw new ActionError(JUSTIFICATIVA_REFUSALS[problem]);
    const note = await latestNote(db, chargeId);
    if (!note) throw new ActionError(t.cancel.semNota);
    if (note.status === 'cancelada') throw new ActionError(t.cancel.jaCancelada);
    if (note.status !== 'emitida') throw new ActionError(t.cancel.naoEmitida);
    if (!confirmacao?.trim())
      throw new ActionError(user.twoFactorEnabled ? t.cancel.semConfirmacaoCodigo : t.cancel.semConfirmacaoSenha);
    await reauthenticate(user, confirmacao);

    let outcome: Awaited<ReturnType<typeof cancelNote>>;
    try {
      outcome = await cancelNote(db, note.id, { motivo, justificativa, por: { id: user.id, nome: user.name } });
    } catch (error) {
      if (error instanceof NfseUnavailableError) throw new ActionError(t.cancel.indisponivel);
      throw error;
    }
    if (outcome.status === 'already') throw new ActionError(t.cancel.jaCancelada);
    if (outcome.status === 'not-issued') throw new ActionError(t.cancel.naoEmitida);
    if (outcome.status === 'rejected') throw new ActionError(refusalText(outcome.errors));
    emit(outcome.events);
    return { status: 'cancelada' as const };
  },
);
