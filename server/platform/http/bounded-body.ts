import { createHash } from 'node:crypto';

/**
 * The one way a route handler reads a body a stranger sends (D175): at most `limit` bytes, and never slower than a
 * real connection sends it, so that a body trickled in byte by byte cannot hold a request, and a large one is cut
 * as soon as it passes the limit instead of being buffered whole. A declared `Content-Length` over the limit is
 * refused before a byte is read. Uploads keep a generous pace (UPLOAD_LIMITS); the public JSON routes (webhooks,
 * beacons, the signing link) take 64 KB within a few seconds (PUBLIC_JSON_LIMITS).
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

/** A public JSON body (a webhook, a beacon, the signing link's token): 64 KB, read within 10 s (D175). */
export const PUBLIC_JSON_LIMITS: BodyLimits = {
  limit: 64 * 1024,
  idleMs: 5_000,
  minBytesPerSecond: 4 * 1024,
  graceMs: 5_000,
  maxMs: 10_000,
};

export type BodyRefusal = { error: 'too-large' | 'too-slow' };

/** A declared size over the limit: refused before reading. */
function declaredTooLarge(headers: Headers | undefined, limit: number): boolean {
  const declared = Number(headers?.get('content-length') ?? Number.NaN);
  return Number.isFinite(declared) && declared > limit;
}

/** Streams the body to `take`, chunk by chunk, within the limits; the stream is cancelled whatever the outcome. */
async function streamBounded(
  body: ReadableStream<Uint8Array> | null,
  limits: BodyLimits,
  take: (chunk: Uint8Array) => void,
): Promise<{ size: number } | BodyRefusal> {
  if (!body) return { size: 0 };
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
      if (next.done) return { size };
      size += next.value.byteLength;
      if (size > limits.limit) return { error: 'too-large' };
      take(next.value);
    }
  } finally {
    reader.cancel().catch(() => {});
  }
}

export type BodyHash = { sha256: string; size: number } | BodyRefusal;

/** The body's SHA-256, hashed as it streams in (nothing is buffered), or why it was given up. */
export async function hashBoundedBody(body: ReadableStream<Uint8Array> | null, limits: BodyLimits): Promise<BodyHash> {
  const hash = createHash('sha256');
  const read = await streamBounded(body, limits, (chunk) => hash.update(chunk));
  return 'error' in read ? read : { sha256: hash.digest('hex'), size: read.size };
}

/** The request's body as bytes, or why it was refused (a declared or actual size over the limit, a slow body). */
export async function readBoundedBody(
  request: Request,
  limits: BodyLimits,
): Promise<{ bytes: Uint8Array<ArrayBuffer> } | BodyRefusal> {
  if (declaredTooLarge(request.headers, limits.limit)) return { error: 'too-large' };
  const chunks: Uint8Array[] = [];
  const read = await streamBounded(request.body, limits, (chunk) => chunks.push(chunk));
  if ('error' in read) return read;
  const bytes = new Uint8Array(read.size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { bytes };
}

/**
 * The answer to a refused body: 413 or 408, and the connection closed, so that the rest of a large body is not read
 * (the server stops reading once the answer is sent on a connection it closes).
 */
export function bodyRefusalResponse(refusal: BodyRefusal, body: unknown = { error: refusal.error }): Response {
  return Response.json(body, {
    status: refusal.error === 'too-large' ? 413 : 408,
    headers: { Connection: 'close', 'Cache-Control': 'no-store' },
  });
}

/**
 * A public JSON body within PUBLIC_JSON_LIMITS: the parsed value (`valid: false` when it is not JSON), or the
 * 413/408 answer to send as it is.
 */
export async function readPublicJson(
  request: Request,
  limits: BodyLimits = PUBLIC_JSON_LIMITS,
): Promise<{ json: unknown; valid: boolean } | { refused: Response }> {
  const read = await readBoundedBody(request, limits);
  if ('error' in read) return { refused: bodyRefusalResponse(read) };
  try {
    return { json: JSON.parse(new TextDecoder().decode(read.bytes)) as unknown, valid: true };
  } catch {
    return { json: null, valid: false };
  }
}

/** A public body as text (a webhook whose signature covers the raw bytes), or the 413/408 answer. */
export async function readPublicText(
  request: Request,
  limits: BodyLimits = PUBLIC_JSON_LIMITS,
): Promise<{ text: string } | { refused: Response }> {
  const read = await readBoundedBody(request, limits);
  if ('error' in read) return { refused: bodyRefusalResponse(read) };
  return { text: new TextDecoder().decode(read.bytes) };
}
