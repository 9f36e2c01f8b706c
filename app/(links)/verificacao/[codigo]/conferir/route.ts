import { MAX_UPLOAD_BYTES } from '@/lib/signatures/upload';
import { sha256Hex } from '@/lib/signatures/token';
import { clientIp } from '@/server/action';
import { hit } from '@/server/rate-limit';
import { getVerification } from '@/server/signatures/verification';

export const dynamic = 'force-dynamic';

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } });

/** The body, or null as soon as it passes `limit` bytes (a missing or false Content-Length included). */
async function readAtMost(request: Request, limit: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!request.body) return new Uint8Array();
  for await (const chunk of request.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Issue 9 item 5: anyone uploads a PDF (raw bytes, at most 10 MB) and learns whether it is, byte for
 * byte, the signed file of this code. The hash is computed here; the file is not kept.
 */
export async function POST(request: Request, { params }: { params: Promise<{ codigo: string }> }) {
  if ((await hit(`verify:${await clientIp()}`, 60_000)) > 30) return json({ error: 'too-many' }, 429);
  const verification = await getVerification((await params).codigo);
  if (!verification) return json({ error: 'not-found' }, 404);
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_UPLOAD_BYTES) return json({ error: 'too-large' }, 413);
  const bytes = await readAtMost(request, MAX_UPLOAD_BYTES);
  if (!bytes) return json({ error: 'too-large' }, 413);
  const sha256 = sha256Hex(bytes);
  return json({ match: sha256 === verification.sha256, sha256 });
}
