import { describe, expect, it } from 'vitest';
import { failureDelayMs, lockoutMessage, MAX_FAILURE_DELAY_MS, SIGN_IN_LIMITS } from '@/lib/sign-in-limits';

describe('sign-in limits (D40)', () => {
  it('keeps the per-e-mail cap across addresses much higher than the per-address one', () => {
    expect(SIGN_IN_LIMITS.perEmail.limit).toBeGreaterThanOrEqual(10 * SIGN_IN_LIMITS.perEmailAndAddress.limit);
    expect(SIGN_IN_LIMITS.perEmailAndAddress).toEqual({ limit: 5, windowMs: 15 * 60_000 });
  });

  it('lets the first two attempts through at once, then pauses longer each time, up to 2 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(failureDelayMs)).toEqual([0, 0, 250, 500, 1000, 2000, 2000, 2000]);
    expect(failureDelayMs(1000)).toBe(MAX_FAILURE_DELAY_MS);
  });

  it('says "1 minuto" in the singular and "N minutos" in the plural', () => {
    expect(lockoutMessage(1)).toBe('Muitas tentativas de login sem sucesso. Tente novamente em 1 minuto.');
    expect(lockoutMessage(12)).toBe('Muitas tentativas de login sem sucesso. Tente novamente em 12 minutos.');
  });
});
