/**
 * What staff may do with a charge's NFS-e, and when a refund cancels it: pure rules, read by the actions
 * (server/nfse/note-actions.ts), the refund's follow-up (server/nfse/cancel-note.ts) and the charge's page.
 */
export type NoteStatus = 'pendente' | 'emitida' | 'rejeitada' | 'cancelada' | 'substituida';

/**
 * D240: "Tentar de novo". A rejected note is reset (its `nfse.reset` queues the job again); a pending note with no
 * issue job queued or running (its job gave up after all its attempts, or was deleted since) is queued again as it
 * is; a pending note whose job is still queued or running needs nothing, so a second click is a no-op, not an error.
 * Anything else is refused: an issued or cancelled note is no longer retried.
 */
export function retryPlan(status: NoteStatus, jobLive: boolean): 'reset' | 'requeue' | 'nothing' | 'refuse' {
  if (status === 'rejeitada') return 'reset';
  if (status === 'pendente') return jobLive ? 'nothing' : 'requeue';
  return 'refuse';
}

/**
 * D242: a refund cancels the note when what was refunded covers what the note says was paid. A partial refund
 * leaves the note as it is (substituting it is staff's call, not built yet).
 */
export function isFullRefund(refundedCentavos: number, noteCentavos: number): boolean {
  return noteCentavos > 0 && refundedCentavos >= noteCentavos;
}
