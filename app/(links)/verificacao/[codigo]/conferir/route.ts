import { createHash } from 'node:crypto';
import { MAX_UPLOAD_BYTES } from '@/lib/signatures/upload';
import { clientIp } from '@/server/platform/action';
import { hit } from '@/server/platform/rate-limit';
import { getVerification } from '@/server/signatures/verification';
import { takeVerificationSlot } from '@/server/signatures/verification-slots';

export const dynamic = 'force-dynamic';

/** Verification uploads per address per minute. */
const UPLOADS_PER_MINUTE = 10;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * The body's SHA-256, hashed as it streams in (nothing is buffered), or null as soon as it passes
 * `limit` bytes (a missing or false Content-Length included).
 */
async function sha256AtMost(request: Request, limit: number): Promise<string | null> {
  const hash = createHash('sha256');
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > limit) return null;
      hash.update(chunk);
    }
  }
  return hash.digest('hex');
}

/**
 * D32: anyone uploads a PDF (raw bytes, at most 10 MB) and learns whether it is, byte for
 * byte, the signed file of this code. The hash is computed here; the file is not kept. D48: a
 * declared size over the cap is refused before anything else, each address is limited, and
 * only MAX_PARALLEL_VERIFICATIONS uploads are read at once per process.
 */
export async function POST(request: Request, { params }: { params: Promise<{ codigo: string }> }) {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES) return json({ error: 'too-large' }, 413);
  if ((await hit(`verify:${await clientIp()}`, 60_000)) > UPLOADS_PER_MINUTE)
    return json({ error: 'too-many' }, 429, { 'Retry-After': '60' });
  const release = takeVerificationSlot();
  if (!release) return json({ error: 'busy' }, 503, { 'Retry-After': '5' });
  try {
    const verification = await getVerification((await params).codigo);
    if (!verification) return json({ error: 'not-found' }, 404);
    const sha256 = await sha256AtMost(request, MAX_UPLOAD_BYTES);
    if (!sha256) return json({ error: 'too-large' }, 413);
    return json({ match: sha256 === verification.sha256, sha256 });
  } finally {
    release();
  }
}
