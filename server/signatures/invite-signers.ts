import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { formatDate } from '@/lib/format';
import { fill, m } from '@/lib/messages';
import { linkExpiresAt } from '@/lib/signatures/expiry';
import { signersToInvite } from '@/lib/signatures/signers';
import { hashToken } from '@/lib/signatures/token';
import { getAgency } from '@/server/agency/profile';
import type { Db } from '@/server/platform/db/client';
import {
  signatureDocuments,
  signatureSigners,
  type SignatureDocument,
  type SignatureSigner,
} from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { sendMail } from '@/server/agency/mail';
import { recordEvent } from './audit';
import { signingTokenFor } from './signing-token';

const t = m.signatures.signers;

/** The link of a signer's invitation: derived from the signer and the instant they were invited (D64). */
export function signerToken(signer: Pick<SignatureSigner, 'id'>, invitedAt: Date): string {
  return signingTokenFor(signer.id, invitedAt);
}

/**
 * Invites the signers whose turn it is (D117): in order, the first who has not signed; at once, every waiting one.
 * Each gets their own link (only its hash kept) with its own expiry and an e-mail; a staff signer (the agency's
 * representative, D119) is told to sign from the back office instead. The conditional update (waiting → invited)
 * makes a second call a no-op. Answers who was invited.
 */
export async function inviteSigners(
  db: Db,
  doc: Pick<SignatureDocument, 'id' | 'name' | 'signingMode'>,
  signers: readonly SignatureSigner[],
  now: Date,
): Promise<SignatureSigner[]> {
  const invited: SignatureSigner[] = [];
  const agency = await getAgency();
  for (const next of signersToInvite(signers, doc.signingMode)) {
    const token = signerToken(next, now);
    const expiresAt = linkExpiresAt(now, env.signatureLinkDays);
    const [row] = await db
      .update(signatureSigners)
      .set({ status: 'invited', tokenHash: hashToken(token), tokenExpiresAt: expiresAt, invitedAt: now })
      .where(and(eq(signatureSigners.id, next.id), eq(signatureSigners.status, 'waiting')))
      .returning();
    if (!row) continue;
    // The document lives as long as its latest invitation (the expiry job reads the document's time).
    await db
      .update(signatureDocuments)
      .set({
        tokenExpiresAt: sql`greatest(${signatureDocuments.tokenExpiresAt}, ${expiresAt.toISOString()}::timestamptz)`,
      })
      .where(eq(signatureDocuments.id, doc.id));
    const values = {
      recipient: row.name,
      agency: agency.name,
      name: doc.name,
      role: t.roles[row.role as keyof typeof t.roles] ?? row.role,
      link: row.userId ? `${env.appUrl}/assinaturas?assinar=${doc.id}` : `${env.appUrl}/assinar/${token}`,
      expires: formatDate(expiresAt),
    };
    const staff = Boolean(row.userId);
    await sendMail({
      to: row.email,
      subject: fill(staff ? t.representativeSubject : t.inviteSubject, values),
      text: fill(staff ? t.representativeText : t.inviteText, values),
    });
    await recordEvent(db, doc.id, 'invited', { actor: 'system' }, { signerId: row.id, position: row.position }, now);
    invited.push(row);
  }
  return invited;
}
