/**
 * Documents the old link migration joined to a client by name (table vinculos_por_nome) wait for staff review.
 * Until then the portal lets the client sign such a document only when it was sent to the client's own e-mail:
 * a namesake's contract must not be signable by the wrong person.
 */
const normal = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return normal(a) !== '' && normal(a) === normal(b);
}

/** Whether the portal may open this document for signing. */
export function signableFromPortal(doc: {
  status: string;
  linkedByName: boolean;
  recipientEmail: string | null;
  clientEmail: string | null;
}): boolean {
  if (doc.status !== 'sent') return false;
  return !doc.linkedByName || sameEmail(doc.recipientEmail, doc.clientEmail);
}
