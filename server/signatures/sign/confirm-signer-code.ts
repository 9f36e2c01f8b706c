import 'server-only';
import { eq } from 'drizzle-orm';
import { fill, m } from '@/lib/messages';
import { checkCode, CODE_DAILY_FAILURES, CODE_MAX_TRIES, triesLeftText } from '@/lib/signatures/code';
import type { DomainEvent } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { signatureSigners, user, type SignatureDocument } from '@/server/platform/db/schema';
import { queueMail } from '@/server/platform/mail/outbox';
import { recordEvent } from '../audit';
import { lockOpenSigner, signerEventsToday } from './send-signer-code';
import { hashSignerCode } from '../signer-rows';

const c = m.signatures.code;

export type CodeAnswer = { ok: true } | { ok: false; message: string; locked: boolean };

/**
 * "Confirmar código" (D118). A right code within its 10 minutes authenticates the signer (the time and the channel
 * are evidence) and is spent; a wrong one counts a try, and the fifth locks the link for 15 minutes. The tries are
 * also counted across codes (D165): the tenth wrong one in a day locks the link until staff reissue it, and the
 * document's owner is told. A wrong try is answered, not thrown, so that its count commits (a thrown error would roll
 * it back and allow endless guesses). `events`: the notice to staff, when the link locked.
 */
export async function confirmSignerCode(
  db: Db,
  input: { signerId: string; code: string; ip: string; userAgent: string },
  now: Date = new Date(),
): Promise<CodeAnswer & { events?: DomainEvent[] }> {
  const { doc, signer } = await lockOpenSigner(db, input.signerId, now);
  if (signer.authenticatedAt) return { ok: true };
  // Either outcome is evidence of the signer's own try, from their address and browser (D31, D118).
  const audit = (event: 'authenticated' | 'code_failed', detail: Record<string, unknown>) =>
    recordEvent(
      db,
      doc.id,
      event,
      { actor: 'recipient', ip: input.ip, userAgent: input.userAgent },
      { signerId: signer.id, ...detail },
      now,
    );

  const result = checkCode(signer, hashSignerCode(signer.id, input.code), now);
  if (result.ok) {
    await db
      .update(signatureSigners)
      .set({ authenticatedAt: now, codeHash: null, codeExpiresAt: null, codeAttempts: 0 })
      .where(eq(signatureSigners.id, signer.id));
    await audit('authenticated', { channel: signer.authChannel ?? 'email' });
    return { ok: true };
  }
  if (result.reason === 'wrong' || (result.reason === 'locked' && result.attempts > signer.codeAttempts)) {
    const today = (await signerEventsToday(db, signer, 'code_failed', now)) + 1;
    const dayOver = today >= CODE_DAILY_FAILURES;
    const locking = result.reason === 'locked' || dayOver;
    await db
      .update(signatureSigners)
      .set({
        codeAttempts: result.attempts,
        // The day's tries spent: locked for the rest of the link's life, until staff reissue it (D165).
        lockedUntil: dayOver ? (signer.tokenExpiresAt ?? result.lockedUntil) : result.lockedUntil,
        // A locked link needs a new code after the lock: the one it had is spent.
        codeHash: locking ? null : signer.codeHash,
        codeExpiresAt: locking ? null : signer.codeExpiresAt,
        codeSentAt: locking ? null : signer.codeSentAt,
      })
      .where(eq(signatureSigners.id, signer.id));
    await audit('code_failed', { attempts: result.attempts, today, locked: locking, linkLocked: dayOver });
    if (dayOver) return { ok: false, message: c.linkLocked, locked: true, events: await tellStaff(db, doc, signer) };
    if (result.reason === 'wrong') {
      const left = Math.min(CODE_MAX_TRIES - result.attempts, CODE_DAILY_FAILURES - today);
      return { ok: false, message: triesLeftText(left, { one: c.wrongOne, many: c.wrong }), locked: false };
    }
  }
  const message =
    result.reason === 'locked'
      ? c.locked
      : result.reason === 'expired'
        ? c.expired
        : result.reason === 'missing'
          ? c.missing
          : fill(c.wrong, { left: String(CODE_MAX_TRIES - result.attempts) });
  return { ok: false, message, locked: result.reason === 'locked' };
}

/** The notice of a locked link (D165) to the staff member who made the document: reissue it if the signer is real. */
async function tellStaff(
  db: Db,
  doc: SignatureDocument,
  signer: { id: string; name: string; invitedAt: Date | null },
): Promise<DomainEvent[]> {
  if (!doc.userId) return [];
  const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, doc.userId));
  if (!owner) return [];
  const values = { signer: signer.name, name: doc.name };
  const queued = await queueMail(db, {
    to: owner.email,
    subject: fill(c.lockedStaffSubject, values),
    text: fill(c.lockedStaffText, values),
    assunto: { tipo: 'signature', id: doc.id },
    tipo: 'assinatura-bloqueio',
    chave: `assinatura-bloqueio:${signer.id}:${signer.invitedAt?.toISOString() ?? ''}`,
  });
  return queued.events;
}
