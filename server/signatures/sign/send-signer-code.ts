import 'server-only';
import { randomInt } from 'node:crypto';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import { fill, m } from '@/lib/messages';
import { CODE_DAILY_SENDS, CODE_TTL_MS, codeDayStart, resendWait } from '@/lib/signatures/code';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { signatureEvents, signatureSigners, type SignatureSigner } from '@/server/platform/db/schema';
import type { DomainEvent } from '@/server/events/types';
import { secretSlot } from '@/lib/mail/secret-slots';
import type { Values } from '@/lib/whatsapp/render';
import type { AutomaticStep } from '@/lib/whatsapp/steps';
import { queueMail, type OutgoingMail } from '@/server/platform/mail/outbox';
import { whatsappForStep } from '@/server/whatsapp/step';
import { recordEvent } from '../audit';
import { isClientSigner } from '../signer-channel';
import { hashSignerCode, lockSigner } from '../signer-rows';

const c = m.signatures.code;

export type CodeSent = {
  channel: 'email' | 'whatsapp';
  destination: string;
  resendIn: number;
  /** The outbox's events (D146): the worker is woken to deliver the code now. */
  events: DomainEvent[];
};

/**
 * The signer of an open link and their document, locked (lockSigner) and checked as signing checks them: one entry
 * for the code, its confirmation, signing and refusing, so that none of them can skip a check (D117, D118).
 */
export async function lockOpenSigner(db: Db, signerId: string, now: Date) {
  const locked = await lockSigner(db, signerId);
  assertSignerOpen(locked?.signer ?? null, locked?.doc ?? null, now);
  return locked!;
}

/** An invited signer of a sent document whose link is still open. */
function assertSignerOpen(signer: SignatureSigner | null, doc: { status: string } | null, now: Date) {
  const l = m.signatures.link;
  if (!signer || !doc) throw new ActionError(l.notFound);
  if (doc.status === 'refused') throw new ActionError(m.signatures.refuse.refusedTitle);
  if (signer.status === 'cancelled' || doc.status === 'cancelled') throw new ActionError(l.cancelled);
  if (signer.status === 'signed') throw new ActionError(l.signed);
  if (doc.status === 'expired' || (signer.tokenExpiresAt && signer.tokenExpiresAt.getTime() <= now.getTime()))
    throw new ActionError(l.expired);
  if (signer.status !== 'invited' || doc.status !== 'sent') throw new ActionError(m.signatures.signers.notYourTurn);
  if (linkLocked(signer, now)) throw new ActionError(m.signatures.code.linkLocked);
}

/**
 * A link locked by too many wrong tries in a day (D165): its lock lasts as long as the link, so only staff reissuing
 * it (a new link, a new `invitedAt`) opens it again.
 */
export function linkLocked(signer: Pick<SignatureSigner, 'lockedUntil' | 'tokenExpiresAt'>, now: Date): boolean {
  return (
    signer.lockedUntil !== null &&
    signer.tokenExpiresAt !== null &&
    signer.lockedUntil.getTime() >= signer.tokenExpiresAt.getTime() &&
    signer.lockedUntil.getTime() > now.getTime()
  );
}

/** How many audit rows of `event` this signer has in their day of tries (D165): the counts across codes. */
export async function signerEventsToday(
  db: Db,
  signer: Pick<SignatureSigner, 'id' | 'documentId' | 'invitedAt'>,
  event: 'code_sent' | 'code_failed',
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(signatureEvents)
    .where(
      and(
        eq(signatureEvents.documentId, signer.documentId),
        eq(signatureEvents.event, event),
        sql`${signatureEvents.detail}->>'signerId' = ${signer.id}`,
        gt(signatureEvents.createdAt, codeDayStart(signer.invitedAt, now)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * "Enviar código" (D118): a new 6-digit code for an invited signer, at most once a minute, at most 5 a day (D165) and
 * never while the link is locked; only its HMAC is stored, valid 10 minutes, and this code's wrong-try count starts
 * again (the day's count does not). It goes by WhatsApp when the signer is the document's client and the step
 * 'assinatura.codigo' is on WhatsApp for them (D22, D166) and the message would go now — never held by the quiet
 * hours or the daily cap, when the e-mail goes at once instead (D167).
 */
export async function sendSignerCode(db: Db, signerId: string, now: Date = new Date()): Promise<CodeSent> {
  const { doc, signer } = await lockOpenSigner(db, signerId, now);
  const wait = resendWait(signer, now);
  if (wait > 0) {
    const locked = signer.lockedUntil && signer.lockedUntil.getTime() > now.getTime();
    throw new ActionError(locked ? c.locked : fill(c.wait, { seconds: String(wait) }));
  }
  if ((await signerEventsToday(db, signer, 'code_sent', now)) >= CODE_DAILY_SENDS) throw new ActionError(c.dailyCodes);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db
    .update(signatureSigners)
    .set({
      codeHash: hashSignerCode(signer.id, code),
      codeSentAt: now,
      codeExpiresAt: new Date(now.getTime() + CODE_TTL_MS),
      codeAttempts: 0,
      lockedUntil: null,
    })
    .where(eq(signatureSigners.id, signer.id));

  // The code is sealed until delivery (D146): the rows keep its slot, shown as "código de verificação".
  const values = { recipient: signer.name, name: doc.name, codigo: secretSlot('codigo', c.shown) };
  const mail = {
    to: signer.email,
    subject: fill(c.mailSubject, values),
    text: fill(c.mailText, values),
    secrets: { codigo: code },
    assunto: { tipo: 'signature', id: doc.id },
    tipo: 'assinatura-codigo',
    urgent: true,
  };
  const delivery = await deliverToSigner(db, {
    doc,
    signer,
    step: 'assinatura.codigo',
    key: `signature.code:${signer.id}:${now.toISOString()}`,
    values,
    mail,
    onlyNow: true,
  });
  const channel = delivery.channel;
  // The channel is recorded with the code, so that the evidence names the one that delivered it (D118).
  await db.update(signatureSigners).set({ authChannel: channel }).where(eq(signatureSigners.id, signer.id));
  await recordEvent(db, doc.id, 'code_sent', { actor: 'system' }, { signerId: signer.id, channel }, now);
  return {
    channel,
    destination: delivery.to,
    resendIn: 60,
    events: delivery.events,
  };
}

export type SignerDelivery = { channel: 'email' | 'whatsapp'; events: DomainEvent[]; to: string };

/**
 * One message to one signer by the channel the settings give (D166), here beside the code (the one caller of the
 * WhatsApp step in this domain; the invitation and reminders use it too): the step's WhatsApp template when the signer
 * is the client and the client consented for the record's mobile, the e-mail otherwise (and also, when the step is
 * on both). Both are queued in the caller's transaction and leave after the commit (D146). `onlyNow` (a code, D167)
 * takes WhatsApp only when it would go at once.
 */
export async function deliverToSigner(
  db: Db,
  input: {
    doc: { id: string; clienteId: string | null };
    signer: Pick<SignatureSigner, 'email' | 'phone'>;
    step: AutomaticStep;
    key: string;
    values: Values;
    mail: OutgoingMail;
    onlyNow?: boolean;
  },
): Promise<SignerDelivery> {
  const events: DomainEvent[] = [];
  if (!(await isClientSigner(db, input.doc.clienteId, input.signer))) {
    events.push(...(await queueMail(db, input.mail)).events);
    return { channel: 'email', events, to: input.mail.to };
  }
  const whatsapp = await whatsappForStep(db, {
    clienteId: input.doc.clienteId,
    step: input.step,
    key: input.key,
    values: input.values,
    subject: { tipo: 'signature', id: input.doc.id },
    mail: input.mail,
    onlyNow: input.onlyNow,
  });
  if (whatsapp.email) events.push(...(await queueMail(db, input.mail)).events);
  return whatsapp.messageId
    ? { channel: 'whatsapp', events, to: whatsapp.para ?? '' }
    : { channel: 'email', events, to: input.mail.to };
}
