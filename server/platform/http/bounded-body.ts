import { createHash } from 'node:crypto';

/**
 * Reading an upload that a stranger sends (the verification page's PDF): at most `limit` bytes, and never slower than
 * a real connection sends a file, so that a body trickled in byte by byte cannot hold one of the few upload slots.
 */
export type BodyLimits = {
  limit: number;
  /** The longest pause between two chunks. */
  idleMs: number;
  /** After `graceMs`, the average rate since the start must stay at or above this (bytes per second). */
  minBytesPerSecond: number;
  graceMs: number;
  /** The longest the whole body may take. */
  maxMs: number;
};

export const UPLOAD_LIMITS: Omit<BodyLimits, 'limit'> = {
  idleMs: 5_000,
  minBytesPerSecond: 16 * 1024,
  graceMs: 10_000,
  maxMs: 120_000,
};

export type BodyHash = { sha256: string; size: number } | { error: 'too-large' | 'too-slow' };

/** The body's SHA-256, hashed as it streams in (nothing is buffered), or why it was given up. */
export async function hashBoundedBody(body: ReadableStream<Uint8Array> | null, limits: BodyLimits): Promise<BodyHash> {
  const hash = createHash('sha256');
  if (!body) return { sha256: hash.digest('hex'), size: 0 };
  const reader = body.getReader();
  const started = Date.now();
  let size = 0;
  try {
    for (;;) {
      const elapsed = Date.now() - started;
      // The time this chunk may take: the pause limit, the whole body's limit, and the rate the bytes so far allow.
      const byRate = limits.graceMs + (size / limits.minBytesPerSecond) * 1000 - elapsed;
      const wait = Math.min(limits.idleMs, limits.maxMs - elapsed, Math.max(byRate, 0));
      if (wait <= 0) return { error: 'too-slow' };
      let timer: NodeJS.Timeout | undefined;
      const next = await Promise.race([
        reader.read(),
        new Promise<'late'>((resolve) => {
          timer = setTimeout(() => resolve('late'), wait);
        }),
      ]);
      clearTimeout(timer);
      if (next === 'late') return { error: 'too-slow' };
      if (next.done) return { sha256: hash.digest('hex'), size };
      size += next.value.byteLength;
      if (size > limits.limit) return { error: 'too-large' };
      hash.update(next.value);
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}
