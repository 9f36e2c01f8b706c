import { clientLimitKey } from '@/server/action';
import { hit } from '@/server/platform/rate-limit';
import { getSignedFile } from '@/server/signatures/verify/verification';

export const dynamic = 'force-dynamic';

/** Downloads per address per minute: the code is the permission, so guessing codes is slowed down. */
const DOWNLOADS_PER_MINUTE = 20;

/**
 * "Baixar o PDF assinado" on /verificacao/{codigo} (D166): the final signed file, for whoever holds the verification
 * code — the signers and copies got it with the file by e-mail; a 404 for any other code.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ codigo: string }> }) {
  const address = await clientLimitKey();
  if ((await hit(`verify-pdf:${address}`, 60_000)) > DOWNLOADS_PER_MINUTE)
    return new Response(null, { status: 429, headers: { 'Retry-After': '60' } });
  const file = await getSignedFile((await params).codigo);
  if (!file) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  return new Response(Buffer.from(file.bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      'Cache-Control': 'private, no-store',
    },
  });
}
