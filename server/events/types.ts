/**
 * The domain events: what a writer (server/<domain>/<verb>-<noun>.ts) reports after it has changed a table, one
 * union for the whole app (decision D21, docs/architecture.md "Write model"). A writer returns its events; the
 * action wrapper, the job runner and the webhook routes hand them to the one dispatcher (server/events/dispatch.ts)
 * once the transaction has committed, and the dispatcher's table (server/events/effects.ts) says what each one
 * causes. An event carries the ids its effects need, never a path: nothing re-derives a fact from a cache key.
 */

type Ids = { clienteId?: string | null };

export type ClientEvent = { clienteId: string };
export type LeadEvent = { leadId: string };
export type ProposalEvent = Ids & { proposalId: string; slug: string; previousSlug?: string };
export type ContractEvent = Ids & { contractId: string; slug: string | null; proposalId?: string | null };
export type SignatureEvent = Ids & { documentId: string; contractId?: string | null };
export type ChargeEvent = Ids & { chargeId: string; slug: string; contractId?: string | null };
export type PaymentEvent = Ids & { paymentId: string; chargeId?: string | null };
export type ProjectEvent = Ids & { projectId: string };
export type LandingPageEvent = { landingPageId: string; slug: string; previousSlug?: string };
export type PixEvent = Ids & { pixId: string; endToEndId: string; chargeId?: string | null };
export type RefundEvent = Ids & {
  refundId: string;
  pixId: string;
  chargeId?: string | null;
  /** The charge's public page (D184): it shows the net amount once the refund is settled. */
  chargeSlug?: string | null;
  status: string;
};
/** D231: a charge's NFS-e (server/nfse/write-note.ts): the note, its charge and client. */
export type NfseNoteEvent = Ids & { notaId: string; chargeId: string };
export type StatementEvent = { creditIds: string[]; chargeId?: string | null };
/** A WhatsApp message (D22): its client, the step that sent it and the document it is about. */
/**
 * Every section of the settings table (server/settings/store.ts), one per settings screen: its save reports
 * `settings.updated` with it, and the effects table says what each one refreshes (D154).
 */
export type SettingsSection =
  | 'agencia'
  | 'acompanhamento'
  | 'automacoes'
  | 'cobranca'
  | 'equipe'
  | 'painel'
  | 'pix'
  | 'privacidade'
  | 'propostas'
  | 'site'
  | 'tarefas'
  | 'whatsapp';
export type WhatsAppEvent = Ids & {
  messageId: string;
  step: string;
  subject?: { tipo: string; id: string } | null;
};

export type DomainEvent =
  // clients
  | ({ type: 'client.created' } & ClientEvent)
  | ({ type: 'client.updated' } & ClientEvent)
  | ({ type: 'client.deleted' } & ClientEvent)
  | ({ type: 'client.erased' } & ClientEvent)
  // leads (contact messages)
  | ({ type: 'lead.received' } & LeadEvent)
  | ({ type: 'lead.updated' } & LeadEvent)
  | ({ type: 'lead.converted' } & LeadEvent & ClientEvent)
  | ({ type: 'lead.deleted' } & LeadEvent)
  // proposals
  | ({ type: 'proposal.created' } & ProposalEvent)
  | ({ type: 'proposal.updated' } & ProposalEvent)
  | ({ type: 'proposal.sent' } & ProposalEvent)
  | ({ type: 'proposal.accepted' } & ProposalEvent & { at: Date })
  | ({ type: 'proposal.refused' } & ProposalEvent)
  | ({ type: 'proposal.deleted' } & ProposalEvent)
  // contracts
  | ({ type: 'contract.created' } & ContractEvent)
  | ({ type: 'contract.updated' } & ContractEvent)
  | ({ type: 'contract.sent' } & ContractEvent)
  | ({ type: 'contract.signed' } & ContractEvent & { at: Date })
  | ({ type: 'contract.deleted' } & ContractEvent)
  // the automatic steps of a signed contract run by hand (D56): their marks on the contracts list
  | { type: 'contract.stepsRun'; contractId: string }
  | { type: 'contractTemplate.changed'; templateId: string }
  // signature documents
  | ({ type: 'signature.created' } & SignatureEvent)
  | ({ type: 'signature.updated' } & SignatureEvent)
  | ({ type: 'signature.sent' } & SignatureEvent)
  | ({ type: 'signature.viewed' } & SignatureEvent)
  | ({ type: 'signature.signed' } & SignatureEvent & { at: Date })
  | ({ type: 'signature.cancelled' } & SignatureEvent)
  | ({ type: 'signature.expired' } & SignatureEvent)
  | ({ type: 'signature.deleted' } & SignatureEvent)
  | ({ type: 'signature.refused' } & SignatureEvent)
  | ({ type: 'signature.signerChanged' } & SignatureEvent)
  // charges
  | ({ type: 'charge.created' } & ChargeEvent)
  | ({ type: 'charge.updated' } & ChargeEvent)
  // D162: `endToEndId` when a received Pix paid it (the agency's notice follows), absent for any other payment
  | ({ type: 'charge.paid' } & ChargeEvent & { at: Date; valor: number; endToEndId?: string })
  // D182: the reason staff gave (null: none), for the client's notice; a cancelled charge not paid can come back
  | ({ type: 'charge.cancelled' } & ChargeEvent & { motivo: string | null; at: Date })
  | ({ type: 'charge.reactivated' } & ChargeEvent & { at: Date })
  | ({ type: 'charge.overdue' } & ChargeEvent)
  | ({ type: 'charge.deleted' } & ChargeEvent)
  // payments
  | ({ type: 'payment.created' } & PaymentEvent)
  | ({ type: 'payment.confirmed' } & PaymentEvent & { at: Date })
  | ({ type: 'payment.failed' } & PaymentEvent)
  | ({ type: 'payment.updated' } & PaymentEvent)
  // projects
  | ({ type: 'project.created' } & ProjectEvent)
  | ({ type: 'project.updated' } & ProjectEvent)
  | ({ type: 'project.moved' } & ProjectEvent & { from: string; to: string })
  | ({ type: 'project.paid' } & ProjectEvent)
  | ({ type: 'project.deleted' } & ProjectEvent)
  // landing pages
  | ({ type: 'landingPage.created' } & LandingPageEvent)
  | ({ type: 'landingPage.updated' } & LandingPageEvent)
  | ({ type: 'landingPage.deleted' } & LandingPageEvent)
  // Pix received through the API Pix, refunds, statement credits (server/pix, D20)
  // `settledHere`: the caller settles it in the same transaction (the notified-Pix batch, D130), so the settling
  // follow-up has nothing left to do (D154).
  | ({ type: 'pix.received' } & PixEvent & { txid: string | null; settledHere?: boolean })
  | ({ type: 'pix.updated' } & PixEvent)
  | ({ type: 'pix.refundUpdated' } & RefundEvent)
  | ({ type: 'statement.imported' } & StatementEvent)
  | ({ type: 'statement.updated' } & StatementEvent)
  // whatsapp (server/whatsapp): a message sent, its delivery reports, its failure, a client's reply and consent
  | ({ type: 'whatsapp.sent' } & WhatsAppEvent)
  | ({ type: 'whatsapp.status' } & WhatsAppEvent & { status: 'entregue' | 'lida' })
  | ({ type: 'whatsapp.failed' } & WhatsAppEvent & {
        code: number | null;
        decision: 'email' | 'retry' | 'stop';
        /** An automatic step's message that ended without reaching the client: its e-mail goes instead. */
        fallbackToEmail: boolean;
      })
  | ({ type: 'whatsapp.received' } & WhatsAppEvent)
  | ({ type: 'whatsapp.optedIn' } & ClientEvent)
  | ({ type: 'whatsapp.optedOut' } & ClientEvent)
  // settings (server/settings/store.ts)
  | { type: 'settings.updated'; section: SettingsSection }
  // the NFS-e fiscal profile and its certificate (server/nfse/write-fiscal-profile.ts, D226)
  | { type: 'nfseProfile.changed'; part: 'perfil' | 'certificado' }
  // a charge's NFS-e (server/nfse/write-note.ts, D231): reserved (its DPS number taken), issued, rejected, a
  // rejected one reset for another attempt, and an issued one cancelled (D241; `por`: who did it by hand, D243)
  | ({ type: 'nfse.reserved' } & NfseNoteEvent)
  | ({ type: 'nfse.issued' } & NfseNoteEvent & { chaveAcesso: string })
  | ({ type: 'nfse.rejected' } & NfseNoteEvent)
  | ({ type: 'nfse.reset' } & NfseNoteEvent)
  | ({ type: 'nfse.cancelled' } & NfseNoteEvent & { por: { id: string; nome: string } | null })
  // the rows of a staff screen that no domain event describes (D154): the team and its invitations, a member's own
  // account, promo codes, a document's client link, an LGPD request, a failed job retried
  | { type: 'team.changed' }
  | { type: 'account.changed'; userId: string }
  | { type: 'promoCode.changed'; promoCodeId: string }
  | { type: 'clientLink.changed'; documentId: string }
  | { type: 'lgpdRequest.changed'; requestId: string }
  | { type: 'job.retried'; jobId: string }
  // the outbox (server/platform/mail/outbox.ts): an e-mail queued for delivery after the commit (D146)
  | { type: 'mail.queued'; envioId: string };

export type EventType = DomainEvent['type'];
export type EventOf<K extends EventType> = Extract<DomainEvent, { type: K }>;

/** What every writer answers: the row it wrote and what happened. */
export type Written<R> = { row: R; events: DomainEvent[] };

/** A writer that changed nothing (an idempotent call that found the work done). */
export function unchanged<R>(row: R): Written<R> {
  return { row, events: [] };
}
