import 'server-only';
import { eq } from 'drizzle-orm';
import { fill, m } from '@/lib/messages';
import { checkCode, CODE_MAX_TRIES } from '@/lib/signatures/code';
import type { Db } from '@/server/platform/db/client';
import { signatureSigners } from '@/server/platform/db/schema';
import { recordEvent } from './audit';
import { assertSignerOpen } from './send-signer-code';
import { hashSignerCode, lockDocument } from './signer-rows';

const c = m.signatures.code;

export type CodeAnswer = { ok: true } | { ok: false; message: string; locked: boolean };

/**
 * "Confirmar código" (D118). A right code within its 10 minutes authenticates the signer (the time and the channel
 * are evidence) and is spent; a wrong one counts a try, and the fifth locks the link for 15 minutes. A wrong try is
 * answered, not thrown, so that its count commits (a thrown error would roll it back and allow endless guesses).
 */
export async function confirmSignerCode(
  db: Db,
  input: { signerId: string; code: string; ip: string; userAgent: string },
  now: Date = new Date(),
): Promise<CodeAnswer> {
  const [first] = await db.select().from(signatureSigners).where(eq(signatureSigners.id, input.signerId));
  const doc = first ? await lockDocument(db, first.documentId) : null;
  const [signer] = first
    ? await db.select().from(signatureSigners).where(eq(signatureSigners.id, input.signerId)).for('update')
    : [];
  assertSignerOpen(signer ?? null, doc, now);
  if (signer.authenticatedAt) return { ok: true };

  const result = checkCode(signer, hashSignerCode(signer.id, input.code), now);
  if (result.ok) {
    await db
      .update(signatureSigners)
      .set({ authenticatedAt: now, codeHash: null, codeExpiresAt: null, codeAttempts: 0 })
      .where(eq(signatureSigners.id, signer.id));
    await recordEvent(
      db,
      doc!.id,
      'authenticated',
      { actor: 'recipient', ip: input.ip, userAgent: input.userAgent },
      { signerId: signer.id, channel: signer.authChannel ?? 'email' },
      now,
    );
    return { ok: true };
  }
  if (result.reason === 'wrong' || (result.reason === 'locked' && result.attempts > signer.codeAttempts)) {
    const locking = result.reason === 'locked';
    await db
      .update(signatureSigners)
      .set({
        codeAttempts: result.attempts,
        lockedUntil: result.lockedUntil,
        // A locked link needs a new code after the lock: the one it had is spent.
        codeHash: locking ? null : signer.codeHash,
        codeExpiresAt: locking ? null : signer.codeExpiresAt,
        codeSentAt: locking ? null : signer.codeSentAt,
      })
      .where(eq(signatureSigners.id, signer.id));
    await recordEvent(
      db,
      doc!.id,
      'code_failed',
      { actor: 'recipient', ip: input.ip, userAgent: input.userAgent },
      { signerId: signer.id, attempts: result.attempts, locked: locking },
      now,
    );
  }
  const message =
    result.reason === 'wrong'
      ? fill(c.wrong, { left: String(CODE_MAX_TRIES - result.attempts) })
      : result.reason === 'locked'
        ? c.locked
        : result.reason === 'expired'
          ? c.expired
          : c.missing;
  return { ok: false, message, locked: result.reason === 'locked' };
}
