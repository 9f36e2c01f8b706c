/**
 * What a timeline entry can record (D52). The label of each kind is in messages/pt-BR.json under
 * `timeline.kinds`; the subject kinds name the document an entry links to.
 */
export const TIMELINE_KINDS = [
  'lead.received',
  'lead.converted',
  'client.created',
  'client.updated',
  'proposal.created',
  'proposal.sent',
  'proposal.viewed',
  'proposal.accepted',
  'proposal.refused',
  // D271: a sent proposal edited in what the client reads: a new version, the client told.
  'proposal.versioned',
  'proposal.followup',
  'contract.created',
  'contract.sent',
  'contract.signed',
  'contract.staffNotified',
  'signature.sent',
  'signature.viewed',
  'signature.signed',
  'signature.reminded',
  'signature.expired',
  'signature.cancelled',
  'signature.refused',
  'charge.created',
  'charge.emailed',
  'charge.reminded',
  'charge.overdue',
  'charge.paid',
  'charge.cancelled',
  // D182: a cancelled charge, never paid, open again.
  'charge.reactivated',
  // D183: the charge's Pix key or copy-and-paste code changed before it was first sent.
  'charge.pixChanged',
  // A hand-made charge or card taken in by a signed contract's steps instead of a second one (D56).
  'charge.linked',
  'payment.confirmed',
  'payment.failed',
  'project.created',
  'project.moved',
  'project.paid',
  'project.linked',
  'pix.received',
  'pix.refundRequested',
  'pix.refunded',
  'pix.refundFailed',
  // D245: a charge's NFS-e issued or cancelled ("NFS-e nº {numero} emitida"; the number is in the entry's `dados`).
  'nfse.issued',
  'nfse.cancelled',
  // WhatsApp (D22): sends (automatic, a staff reply or a wa.me link), delivery reports, replies, consent.
  'whatsapp.sent',
  'whatsapp.delivered',
  'whatsapp.read',
  'whatsapp.failed',
  'whatsapp.received',
  'whatsapp.optin',
  'whatsapp.optout',
  // The client's mobile changed: the consent given for the old number is suspended (D153).
  'whatsapp.suspended',
] as const;

export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const SUBJECT_KINDS = [
  'lead',
  'client',
  'proposal',
  'contract',
  'signature',
  'charge',
  'payment',
  'project',
] as const;
export type SubjectKind = (typeof SUBJECT_KINDS)[number];

/** Who did it: a staff member, the client, or an automatic step (named). */
export type Actor =
  | { tipo: 'staff'; usuarioId: string; nome: string }
  | { tipo: 'cliente'; nome?: string | null }
  | { tipo: 'sistema'; nome: string };

/** The actor of a staff action, from the wrapper's signed-in user. */
export function staffActor(user: { id: string; name: string }): Actor {
  return { tipo: 'staff', usuarioId: user.id, nome: user.name };
}
