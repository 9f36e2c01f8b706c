import { MAX_UPLOAD_BYTES } from '@/lib/signatures/upload';
import { clientLimitKey } from '@/server/action';
import { hashBoundedBody, UPLOAD_LIMITS } from '@/server/platform/http/bounded-body';
import { hit } from '@/server/platform/rate-limit';
import { getVerification } from '@/server/signatures/verify/verification';
import { takeVerificationSlot } from '@/server/signatures/verify/verification-slots';

export const dynamic = 'force-dynamic';

/** Verification uploads per address per minute. */
const UPLOADS_PER_MINUTE = 10;

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });

/**
 * D32: anyone uploads a PDF (raw bytes, at most 10 MB) and learns whether it is, byte for
 * byte, the signed file of this code. The hash is computed here; the file is not kept. D48: a declared size over the cap is refused before anything else, each address is limited, and
 * only MAX_PARALLEL_VERIFICATIONS uploads are read at once per process, at most
 * MAX_VERIFICATIONS_PER_ADDRESS of them from one address. The route is outside the proxy (proxy.ts), so
 * the body reaches it whole and streaming: a body past the cap is a 413 (never the hash of a cut file) and
 * a body that trickles in is given up (server/platform/http/bounded-body.ts).
 */
export async function POST(request: Request, { params }: { params: Promise<{ codigo: string }> }) {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES)
    return json({ error: 'too-large' }, 413, { Connection: 'close' });
  const address = await clientLimitKey();
  if ((await hit(`verify:${address}`, 60_000)) > UPLOADS_PER_MINUTE)
    return json({ error: 'too-many' }, 429, { 'Retry-After': '60' });
  const release = takeVerificationSlot(address);
  if (!release) return json({ error: 'busy' }, 503, { 'Retry-After': '5' });
  try {
    const verification = await getVerification((await params).codigo);
    if (!verification) return json({ error: 'not-found' }, 404);
    const read = await hashBoundedBody(request.body, { limit: MAX_UPLOAD_BYTES, ...UPLOAD_LIMITS });
    if ('error' in read)
      return json({ error: read.error }, read.error === 'too-large' ? 413 : 408, { Connection: 'close' });
    return json({ match: read.sha256 === verification.sha256, sha256: read.sha256 });
  } finally {
    release();
  }
}
