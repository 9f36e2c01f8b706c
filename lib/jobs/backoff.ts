/** Retry delay after the n-th failed attempt (1-based): 30 s doubling, capped at one hour. */
export function retryDelayMs(attempt: number, baseMs = 30_000, capMs = 3_600_000): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempt - 1));
}
