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
import { secretLink } from '@/lib/mail/secret-slots';
import { recordEvent, recordSignerStep, type Actor as AuditActor } from '../audit';
import { deliverToSigner, type SignerDelivery } from '../sign/send-signer-code';
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
 * When a signer's link is renewed instead of repeated (D156): `never` for the portal's "Assinar" and the reminders;
 * `when-stale` for staff's "Enviar lembrete" (a link past its expiry, or whose hash no longer derives, is renewed);
 * `always` for staff's "Reenviar convite", the way a link locked by the day's tries opens again (D165).
 */
export type LinkRenewal = 'never' | 'when-stale' | 'always';

/**
 * An invited signer's link after their invitation, with its one writer (D156): as their invitation carried it,
 * derived again (D64, D155), so that the portal's "Assinar", the reminders and staff's reminder repeat it instead of
 * replacing it. Repeated, a link whose stored hash is another (issued before links were derived, a changed
 * AUTH_SECRET) gets this invitation's link back. Renewed, it is a new link with a new expiry from `at`: the old one
 * dead, the code's lock and the day's tries cleared (D165). Either write leaves a 'reissued' audit row. `renewed`
 * says which link went out; expects the document locked (lockDocument).
 */
export async function currentSignerLink(
  db: Db,
  signer: SignatureSigner,
  via: 'portal' | 'lembrete' | 'equipe',
  by: AuditActor,
  at: Date,
  renew: LinkRenewal = 'never',
): Promise<{ link: string; token: string; signer: SignatureSigner; renewed: boolean }> {
  const token = signerToken(signer, signer.invitedAt ?? at);
  const derives = signer.tokenHash === hashToken(token);
  const open = signer.tokenExpiresAt !== null && signer.tokenExpiresAt.getTime() > at.getTime();
  if (renew === 'always' || (renew === 'when-stale' && !(open && derives))) {
    const fresh = signerToken(signer, at);
    const [row] = await db
      .update(signatureSigners)
      .set({
        tokenHash: hashToken(fresh),
        tokenExpiresAt: linkExpiresAt(at, env.signatureLinkDays),
        invitedAt: at,
        lockedUntil: null,
        codeHash: null,
        codeExpiresAt: null,
        codeSentAt: null,
        codeAttempts: 0,
      })
      .where(eq(signatureSigners.id, signer.id))
      .returning();
    await recordEvent(db, signer.documentId, 'reissued', by, { signerId: signer.id, via }, at);
    return { link: signingLink(fresh), token: fresh, signer: row, renewed: true };
  }
  if (derives) return { link: signingLink(token), token, signer, renewed: false };
  const [row] = await db
    .update(signatureSigners)
    .set({ tokenHash: hashToken(token), ...(signer.invitedAt ? {} : { invitedAt: at }) })
    .where(and(eq(signatureSigners.id, signer.id), eq(signatureSigners.status, 'invited')))
    .returning();
  await recordEvent(db, signer.documentId, 'reissued', by, { signerId: signer.id, via }, at);
  return { link: signingLink(token), token, signer: row ?? signer, renewed: false };
}

/**
 * Invites the signers whose turn it is (D117): in order, the first who has not signed; at once, every waiting one.
 * Each gets their own link (only its hash kept) with its own expiry and an invitation by their channel (D166); a
 * staff signer (the agency's representative, D119) is told to sign from the back office instead. The conditional update (waiting → invited)
 * makes a second call a no-op. The e-mails are queued (D146), the link as a secret filled in at delivery. Answers
 * who was invited and the outbox's events.
 */
export async function inviteSigners(
  db: Db,
  doc: Pick<SignatureDocument, 'id' | 'name' | 'signingMode' | 'clienteId'>,
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
    const sent = await messageSigner(db, doc, row, { token, expiresAt, kind: 'convite', agency: agency.name, now });
    events.push(...sent.events);
    await recordSignerStep(db, row, 'invited', { actor: 'system' }, { channel: sent.channel }, now);
    invited.push(row);
  }
  return { invited, events };
}

/**
 * The invitation or a reminder to one signer (D166): their own link, sealed until delivery (D146), by the step's
 * channel — WhatsApp for the client who consented, e-mail otherwise. A staff signer (D119) is sent to the back
 * office instead, always by e-mail.
 */
export async function messageSigner(
  db: Db,
  doc: Pick<SignatureDocument, 'id' | 'name' | 'clienteId'>,
  row: SignatureSigner,
  input: { token: string; expiresAt: Date; kind: 'convite' | 'lembrete'; agency: string; now: Date },
): Promise<SignerDelivery> {
  const link = row.userId ? null : secretLink('link', signingLink(input.token));
  const values = {
    recipient: row.name,
    agency: input.agency,
    name: doc.name,
    role: t.roles[row.role as keyof typeof t.roles] ?? row.role,
    link: link ? link.slot : `${env.appUrl}/assinaturas?assinar=${doc.id}`,
    expires: formatDate(input.expiresAt),
  };
  const staff = Boolean(row.userId);
  const reminder = input.kind === 'lembrete';
  const r = m.followups.signature;
  const mail = {
    to: row.email,
    subject: fill(staff ? t.representativeSubject : reminder ? r.reminderSubject : t.inviteSubject, values),
    text: fill(staff ? t.representativeText : reminder ? r.reminderText : t.inviteText, values),
    secrets: link ? { link: link.value } : undefined,
    assunto: { tipo: 'signature', id: doc.id },
    tipo: reminder ? 'assinatura-lembrete' : 'assinatura-convite',
    chave: `assinatura-${input.kind}:${row.id}:${input.now.toISOString()}`,
  };
  return deliverToSigner(db, {
    doc: staff ? { id: doc.id, clienteId: null } : doc,
    signer: row,
    step: reminder ? 'assinatura.lembrete' : 'assinatura.pedido',
    key: `signature.${input.kind}:${row.id}:${input.now.toISOString()}`,
    values,
    mail,
  });
}
