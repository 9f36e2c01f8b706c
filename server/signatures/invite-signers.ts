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
import type { DomainEvent } from '@/server/events/types';
import { queueMail } from '@/server/platform/mail/outbox';
import { secretLink } from '@/lib/mail/secret-slots';
import { recordEvent, type Actor as AuditActor } from './audit';
import { signingTokenFor } from './signing-token';

const t = m.signatures.signers;

/** The link of a signer's invitation: derived from the signer and the instant they were invited (D64). */
export function signerToken(signer: Pick<SignatureSigner, 'id'>, invitedAt: Date): string {
  return signingTokenFor(signer.id, invitedAt);
}

/** The public address of a signing token. */
export function signingLink(token: string): string {
  return `${env.appUrl}/assinar/${token}`;
}

/**
 * An invited signer's link as their invitation carried it (D64, D155), derived again, so that the portal's "Assinar"
 * and the reminders repeat it instead of replacing it. When the stored hash is another (a link issued before links
 * were derived, a changed AUTH_SECRET), the signer gets this invitation's link back, with a 'reissued' audit row: the
 * one writer of a signer's link after the invitation. Expects the document locked (lockDocument).
 */
export async function currentSignerLink(
  db: Db,
  signer: Pick<SignatureSigner, 'id' | 'documentId' | 'invitedAt' | 'tokenHash'>,
  via: 'portal' | 'lembrete',
  by: AuditActor,
  at: Date,
): Promise<string> {
  const token = signerToken(signer, signer.invitedAt ?? at);
  if (signer.tokenHash !== hashToken(token)) {
    await db
      .update(signatureSigners)
      .set({ tokenHash: hashToken(token), ...(signer.invitedAt ? {} : { invitedAt: at }) })
      .where(and(eq(signatureSigners.id, signer.id), eq(signatureSigners.status, 'invited')));
    await recordEvent(db, signer.documentId, 'reissued', by, { signerId: signer.id, via }, at);
  }
  return signingLink(token);
}

/**
 * Invites the signers whose turn it is (D117): in order, the first who has not signed; at once, every waiting one.
 * Each gets their own link (only its hash kept) with its own expiry and an e-mail; a staff signer (the agency's
 * representative, D119) is told to sign from the back office instead. The conditional update (waiting → invited)
 * makes a second call a no-op. The e-mails are queued (D146), the link as a secret filled in at delivery. Answers
 * who was invited and the outbox's events.
 */
export async function inviteSigners(
  db: Db,
  doc: Pick<SignatureDocument, 'id' | 'name' | 'signingMode'>,
  signers: readonly SignatureSigner[],
  now: Date,
): Promise<{ invited: SignatureSigner[]; events: DomainEvent[] }> {
  const invited: SignatureSigner[] = [];
  const events: DomainEvent[] = [];
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
    const link = row.userId ? null : secretLink('link', signingLink(token));
    const values = {
      recipient: row.name,
      agency: agency.name,
      name: doc.name,
      role: t.roles[row.role as keyof typeof t.roles] ?? row.role,
      link: link ? link.slot : `${env.appUrl}/assinaturas?assinar=${doc.id}`,
      expires: formatDate(expiresAt),
    };
    const staff = Boolean(row.userId);
    const queued = await queueMail(db, {
      to: row.email,
      subject: fill(staff ? t.representativeSubject : t.inviteSubject, values),
      text: fill(staff ? t.representativeText : t.inviteText, values),
      secrets: link ? { link: link.value } : undefined,
      assunto: { tipo: 'signature', id: doc.id },
      tipo: 'assinatura-convite',
      chave: `assinatura-convite:${row.id}:${now.toISOString()}`,
    });
    events.push(...queued.events);
    await recordEvent(db, doc.id, 'invited', { actor: 'system' }, { signerId: row.id, position: row.position }, now);
    invited.push(row);
  }
  return { invited, events };
}
