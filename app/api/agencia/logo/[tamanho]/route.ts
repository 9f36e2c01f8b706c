import { getAgency } from '@/server/agency/profile';
import { StorageNotFoundError, getStorage } from '@/server/platform/storage';
import { contentTypeForKey } from '@/server/platform/storage/keys';

export const dynamic = 'force-dynamic';

/**
 * The agency's logo is public (site, proposals, charge pages, e-mails), unlike every other upload (D26): served
 * from storage by this route. The address carries the logo's version (`?v=`), so a response may be kept a year;
 * a new logo gets a new address.
 */
export async function GET(request: Request, { params }: { params: Promise<{ tamanho: string }> }) {
  const { tamanho } = await params;
  const logo = (await getAgency()).logo;
  if (!logo || (tamanho !== 'grande' && tamanho !== 'pequeno'))
    return new Response('Logo não encontrado.', { status: 404 });
  const key = logo[tamanho];
  try {
    const bytes = await getStorage().get(key);
    const versioned = new URL(request.url).searchParams.get('v') === logo.versao;
    return new Response(Buffer.from(bytes), {
      headers: {
        'Content-Type': contentTypeForKey(key),
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      },
    });
  } catch (error) {
    if (error instanceof StorageNotFoundError) return new Response('Logo não encontrado.', { status: 404 });
    console.error('[agency] logo unreadable', error);
    return new Response('Não foi possível ler o logo.', { status: 500 });
  }
}
