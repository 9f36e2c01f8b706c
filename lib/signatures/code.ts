/**
 * D118: the 6-digit code a signer confirms before signing, pure rules. A code lasts 10 minutes; 5 wrong tries lock
 * the link for 15 minutes; a new code can be asked for once a minute. Only a hash of the code is kept.
 */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;
export const CODE_LOCK_MS = 15 * 60_000;
export const CODE_RESEND_MS = 60_000;
/**
 * D165: what a signer may spend in a day (24 hours) across every code they ask for: 10 wrong tries lock the link
 * until staff reissue it (a new code no longer resets the count), and at most 5 codes are sent.
 */
export const CODE_DAILY_FAILURES = 10;
export const CODE_DAILY_SENDS = 5;
export const CODE_DAY_MS = 24 * 3600_000;

/**
 * Where a signer's day of tries starts: 24 hours ago, or when their link was (re)issued if later — a reissue by
 * staff is the way out of a locked link, so it starts the count again (D165).
 */
export function codeDayStart(invitedAt: Date | null, now: Date): Date {
  const dayAgo = new Date(now.getTime() - CODE_DAY_MS);
  return invitedAt && invitedAt.getTime() > dayAgo.getTime() ? invitedAt : dayAgo;
}

/** "Resta 1 tentativa" / "Restam 3 tentativas": the count in Portuguese, with its agreement (D165). */
export function triesLeftText(left: number, texts: { one: string; many: string }): string {
  return left === 1 ? texts.one : texts.many.replace('{left}', String(left));
}

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
