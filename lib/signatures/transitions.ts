/**
 * D28: the signature document's life. draft → sent → signed | expired | cancelled, and nothing
 * else: a signed, expired or cancelled document is final (a new request is a new document).
 */
export const SIGNATURE_STATUSES = ['draft', 'sent', 'signed', 'expired', 'cancelled', 'refused'] as const;
export type SignatureStatus = (typeof SIGNATURE_STATUSES)[number];

const NEXT: Record<SignatureStatus, readonly SignatureStatus[]> = {
  draft: ['sent'],
  // D117: a signer's refusal stops the document.
  sent: ['signed', 'expired', 'cancelled', 'refused'],
  signed: [],
  expired: [],
  cancelled: [],
  refused: [],
};

export function isSignatureStatus(value: string): value is SignatureStatus {
  return (SIGNATURE_STATUSES as readonly string[]).includes(value);
}

export function canTransition(from: string, to: string): boolean {
  return isSignatureStatus(from) && isSignatureStatus(to) && NEXT[from].includes(to);
}

export class SignatureTransitionError extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(`signature document: ${from} → ${to} is not allowed`);
    this.name = 'SignatureTransitionError';
  }
}

/** Throws SignatureTransitionError for any move the machine above does not allow. */
export function assertTransition(from: string, to: string): asserts to is SignatureStatus {
  if (!canTransition(from, to)) throw new SignatureTransitionError(from, to);
}
