import { getStorage, StorageNotFoundError } from '@/server/platform/storage';
import { siteImageKey } from '@/server/site/store-image';
import { IMAGE_WIDTHS } from '@/lib/site/images';

export const dynamic = 'force-dynamic';

const FILE = /^([a-f0-9-]{36})-(\d{3,4})\.webp$/;

/**
 * The public site's uploaded pictures (D106), in their stored widths. A stored file never changes (a new
 * upload gets a new name), so browsers and CDNs may keep it for a year.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = FILE.exec((await params).file);
  const width = Number(match?.[2]);
  if (!match || !(IMAGE_WIDTHS as readonly number[]).includes(width)) return notFound();
  try {
    const bytes = await getStorage().get(siteImageKey(match[1], width));
    return new Response(Buffer.from(bytes), {
      headers: {
        'Content-Type': 'image/webp',
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (error instanceof StorageNotFoundError) return notFound();
    console.error('[imagens/site] read failed', error);
    return new Response('Não foi possível ler a imagem.', { status: 500 });
  }
}

const notFound = () =>
  new Response('Imagem não encontrada.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
  });
