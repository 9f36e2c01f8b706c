import { normalizeMobile } from '@/lib/whatsapp/phone';
import { active, mustSign, type SignerState } from './signers';

// Apart from signers.ts: the mobile rule reads the message catalogue, which the signers' client components must not
// carry (D157).

/**
 * What a client record knows a signer by (D160): its own e-mail and mobile, and those of its signing person, the one
 * who signs for a company.
 */
export type ClientContacts = {
  email: string | null;
  telefone?: string | null;
  assinanteEmail?: string | null;
  assinanteCelular?: string | null;
};

/**
 * The client's own signer among a document's signers (D155, D160): active, not a staff member, one who must sign,
 * known by the client record's e-mail or mobile or by its signing person's. The portal opens only this signer's link,
 * and only when it is their turn.
 */
export function clientSignerOf<T extends SignerState & { email: string; phone?: string | null; userId: string | null }>(
  signers: readonly T[],
  client: ClientContacts | null,
): T | null {
  if (!client) return null;
  const person = { email: client.assinanteEmail ?? null, telefone: client.assinanteCelular ?? null };
  return (
    active(signers).find(
      (s) => !s.userId && mustSign(s.role) && (signerIsClient(s, client) || signerIsClient(s, person)),
    ) ?? null
  );
}

/**
 * The one rule of who on a list is the client (D157, D166): the signer's e-mail is the client record's, or their
 * mobile is the record's mobile. Used by the portal's "Assinar" and by the channel a signer is written to.
 */
export function signerIsClient(
  signer: { email: string; phone?: string | null },
  client: { email: string | null; telefone?: string | null },
): boolean {
  const email = (client.email ?? '').trim().toLowerCase();
  if (email && signer.email.trim().toLowerCase() === email) return true;
  const mine = normalizeMobile(signer.phone ?? null);
  const theirs = normalizeMobile(client.telefone ?? null);
  return mine.ok && theirs.ok && mine.e164 === theirs.e164;
}
