/**
 * D19 (document 001 §9): a read from the browser that fails is retried up to 3 times, waiting 1 s and
 * doubling, capped at 30 s, before the error is shown. Only thrown failures (network) are retried.
 */
export async function withRetry<T>(
  fn: () => Promise<T>,
  { retries = 3, baseMs = 1000, capMs = 30_000, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)) } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= retries) throw error;
      await sleep(Math.min(capMs, baseMs * 2 ** attempt));
    }
  }
}
