import { normalizeMobile } from '@/lib/whatsapp/phone';
import { active, mustSign, type SignerState } from './signers';

// Apart from signers.ts: the mobile rule reads the message catalogue, which the signers' client components must not
// carry (D157).

/**
 * The client's own signer among a document's signers (D155): active, not a staff member, one who must sign, with
 * the client record's e-mail. The portal opens only this signer's link, and only when it is their turn.
 */
export function clientSignerOf<T extends SignerState & { email: string; userId: string | null }>(
  signers: readonly T[],
  clientEmail: string | null,
): T | null {
  return (
    active(signers).find((s) => !s.userId && mustSign(s.role) && signerIsClient(s, { email: clientEmail })) ?? null
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
