import { staffRoute } from '@/server/auth/guard';
import { StorageNotFoundError, getStorage, isValidStorageKey } from '@/server/platform/storage';
import { contentDisposition } from '@/server/platform/storage/disposition';
import { contentTypeForKey } from '@/server/platform/storage/keys';
import { checkFileSignature } from '@/server/platform/storage/url-signing';

export const dynamic = 'force-dynamic';

const PRIVATE = { 'Cache-Control': 'private, no-store, max-age=0', 'X-Content-Type-Options': 'nosniff' };

function refuse(status: number, text: string) {
  return new Response(text, { status, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * Private files (D26): served with a valid, unexpired signature (server/platform/storage/url-signing.ts), or
 * to a staff member the staff guard lets in (the owner's two-factor rule included). Never cached by the browser or
 * a proxy. A key that names a folder is no file: 404.
 */
export async function GET(request: Request, { params }: { params: Promise<{ key: string[] }> }) {
  const key = (await params).key.join('/');
  if (!isValidStorageKey(key)) return refuse(404, 'Arquivo não encontrado.');
  const query = new URL(request.url).searchParams;
  const signature = checkFileSignature(key, query);
  if (signature !== 'valid') {
    const staff = await staffRoute();
    if (!staff.ok && staff.reason === 'signed-out')
      return signature === 'expired' ? refuse(403, 'Este link expirou.') : refuse(403, 'Acesso negado.');
    if (!staff.ok) return staff.response;
  }
  let bytes: Uint8Array;
  try {
    bytes = await getStorage().get(key);
  } catch (error) {
    if (error instanceof StorageNotFoundError) return refuse(404, 'Arquivo não encontrado.');
    console.error('[api/files] read failed', error);
    return refuse(500, 'Não foi possível ler o arquivo.');
  }
  const name = query.get('name') ?? undefined;
  return new Response(Buffer.from(bytes), {
    headers: {
      ...PRIVATE,
      'Content-Type': contentTypeForKey(key),
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(name ? 'attachment' : 'inline', name),
    },
  });
}
