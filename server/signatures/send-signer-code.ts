import 'server-only';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fill, m } from '@/lib/messages';
import { CODE_TTL_MS, resendWait } from '@/lib/signatures/code';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { clientes, signatureSigners, type SignatureSigner } from '@/server/platform/db/schema';
import type { DomainEvent } from '@/server/events/types';
import { queueMail } from '@/server/platform/mail/outbox';
import { secretSlot } from '@/lib/mail/secret-slots';
import { whatsappForStep } from '@/server/whatsapp/step';
import { recordEvent } from './audit';
import { hashSignerCode, lockDocument } from './signer-rows';

const c = m.signatures.code;

export type CodeSent = {
  channel: 'email' | 'whatsapp';
  destination: string;
  resendIn: number;
  /** The outbox's events (D146): the worker is woken to deliver the code now. */
  events: DomainEvent[];
};

/** The same checks as signing: an invited signer of a sent document whose link is still open. */
export function assertSignerOpen(signer: SignatureSigner | null, doc: { status: string } | null, now: Date) {
  const l = m.signatures.link;
  if (!signer || !doc) throw new ActionError(l.notFound);
  if (doc.status === 'refused') throw new ActionError(m.signatures.refuse.refusedTitle);
  if (signer.status === 'cancelled' || doc.status === 'cancelled') throw new ActionError(l.cancelled);
  if (signer.status === 'signed') throw new ActionError(l.signed);
  if (doc.status === 'expired' || (signer.tokenExpiresAt && signer.tokenExpiresAt.getTime() <= now.getTime()))
    throw new ActionError(l.expired);
  if (signer.status !== 'invited' || doc.status !== 'sent') throw new ActionError(m.signatures.signers.notYourTurn);
}

/**
 * "Enviar código" (D118): a new 6-digit code for an invited signer, at most once a minute and never while the link is
 * locked; only its HMAC is stored, valid 10 minutes, and the wrong-try count starts again. It goes by WhatsApp when
 * the signer is the document's client and the step 'assinatura.codigo' is on WhatsApp for them (D22), else by e-mail.
 */
export async function sendSignerCode(db: Db, signerId: string, now: Date = new Date()): Promise<CodeSent> {
  const [first] = await db.select().from(signatureSigners).where(eq(signatureSigners.id, signerId));
  const doc = first ? await lockDocument(db, first.documentId) : null;
  const [signer] = first
    ? await db.select().from(signatureSigners).where(eq(signatureSigners.id, signerId)).for('update')
    : [];
  assertSignerOpen(signer ?? null, doc, now);
  const wait = resendWait(signer, now);
  if (wait > 0) {
    const locked = signer.lockedUntil && signer.lockedUntil.getTime() > now.getTime();
    throw new ActionError(locked ? c.locked : fill(c.wait, { seconds: String(wait) }));
  }

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
  const values = { recipient: signer.name, name: doc!.name, codigo: secretSlot('codigo', c.shown) };
  const mail = {
    to: signer.email,
    subject: fill(c.mailSubject, values),
    text: fill(c.mailText, values),
    secrets: { codigo: code },
    assunto: { tipo: 'signature', id: doc!.id },
    tipo: 'assinatura-codigo',
    urgent: true,
  };
  const events: DomainEvent[] = [];
  let channel: CodeSent['channel'] = 'email';
  if (doc!.clienteId && (await isTheClient(db, doc!.clienteId, signer.email))) {
    const whatsapp = await whatsappForStep(db, {
      clienteId: doc!.clienteId,
      step: 'assinatura.codigo',
      key: `signature.code:${signer.id}:${now.toISOString()}`,
      values,
      subject: { tipo: 'signature', id: doc!.id },
      mail,
    });
    if (whatsapp.messageId) channel = 'whatsapp';
    if (whatsapp.email) events.push(...(await queueMail(db, mail)).events);
  } else {
    events.push(...(await queueMail(db, mail)).events);
  }
  // The channel is recorded with the code, so that the evidence names the one that delivered it (D118).
  await db.update(signatureSigners).set({ authChannel: channel }).where(eq(signatureSigners.id, signer.id));
  await recordEvent(db, doc!.id, 'code_sent', { actor: 'system' }, { signerId: signer.id, channel }, now);
  return {
    channel,
    destination: channel === 'email' ? signer.email : (signer.phone ?? ''),
    resendIn: 60,
    events,
  };
}

async function isTheClient(db: Db, clienteId: string, email: string): Promise<boolean> {
  const [row] = await db.select({ email: clientes.email }).from(clientes).where(eq(clientes.id, clienteId));
  return Boolean(row?.email) && row!.email!.trim().toLowerCase() === email.trim().toLowerCase();
}
