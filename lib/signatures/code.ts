/**
 * D118: the 6-digit code a signer confirms before signing, pure rules. A code lasts 10 minutes; 5 wrong tries lock
 * the link for 15 minutes; a new code can be asked for once a minute. Only a hash of the code is kept.
 */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;
export const CODE_LOCK_MS = 15 * 60_000;
export const CODE_RESEND_MS = 60_000;

export const CODE_PATTERN = /^\d{6}$/;

export type CodeState = {
  codeHash: string | null;
  codeSentAt: Date | null;
  codeExpiresAt: Date | null;
  codeAttempts: number;
  lockedUntil: Date | null;
};

export type CodeCheck =
  | { ok: true }
  | { ok: false; reason: 'locked' | 'missing' | 'expired' | 'wrong'; attempts: number; lockedUntil: Date | null };

export function isLocked(state: Pick<CodeState, 'lockedUntil'>, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();
}

/** Seconds until a new code may be sent (0: now). A locked link gets none until the lock ends. */
export function resendWait(state: CodeState, now: Date): number {
  if (isLocked(state, now)) return Math.ceil((state.lockedUntil!.getTime() - now.getTime()) / 1000);
  if (!state.codeSentAt) return 0;
  const left = state.codeSentAt.getTime() + CODE_RESEND_MS - now.getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/**
 * Checks a typed code against the state, given the hash of what was typed. A wrong code counts a try; the fifth
 * locks the link for 15 minutes and drops the code (a new one is needed after the lock).
 */
export function checkCode(state: CodeState, typedHash: string, now: Date): CodeCheck {
  if (isLocked(state, now))
    return { ok: false, reason: 'locked', attempts: state.codeAttempts, lockedUntil: state.lockedUntil };
  if (!state.codeHash || !state.codeExpiresAt)
    return { ok: false, reason: 'missing', attempts: state.codeAttempts, lockedUntil: null };
  if (state.codeExpiresAt.getTime() <= now.getTime())
    return { ok: false, reason: 'expired', attempts: state.codeAttempts, lockedUntil: null };
  if (state.codeHash === typedHash) return { ok: true };
  const attempts = state.codeAttempts + 1;
  const lockedUntil = attempts >= CODE_MAX_TRIES ? new Date(now.getTime() + CODE_LOCK_MS) : null;
  return { ok: false, reason: lockedUntil ? 'locked' : 'wrong', attempts, lockedUntil };
}
