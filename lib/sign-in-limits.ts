import { fill, m } from '@/lib/messages';
import serverText from '@/messages';

/**
 * D40: how sign-in attempts are limited (docs/operacao.md, Limites, says the same numbers).
 * An attacker without the password is slowed down, but cannot lock the real person out: the tight
 * limit is per e-mail AND address, so the person signing in from elsewhere is not affected; the
 * per-e-mail cap across all addresses is ten times higher and only attempts that reach the password
 * check count towards it.
 */
export const SIGN_IN_LIMITS = {
  /** Attempts per e-mail from one address. */
  perEmailAndAddress: { limit: 5, windowMs: 15 * 60_000 },
  /** Attempts per address, whatever the e-mail (one address trying many accounts). */
  perAddress: { limit: 30, windowMs: 15 * 60_000 },
  /** Attempts per e-mail from every address together (a distributed guess). */
  perEmail: { limit: 50, windowMs: 60 * 60_000 },
} as const;

/** The longest pause before a wrong password is answered. */
export const MAX_FAILURE_DELAY_MS = 2_000;

/**
 * Growing pause before answering the n-th attempt (n counts the reservation of this one) of an
 * e-mail + address: none for the first two (typos), then 250 ms, 500 ms, 1 s…, at most 2 s.
 */
export function failureDelayMs(attempt: number): number {
  if (attempt <= 2) return 0;
  return Math.min(MAX_FAILURE_DELAY_MS, 250 * 2 ** (attempt - 3));
}

/** "Tente novamente em 1 minuto" / "em 12 minutos". */
export function lockoutMessage(minutes: number): string {
  return minutes <= 1 ? serverText.security.lockedOutOneMinute : fill(m.auth.lockedOut, { minutes });
}
