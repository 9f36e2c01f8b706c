import { getSigningPageImage } from '@/server/signatures/sign/signer-link';

export const dynamic = 'force-dynamic';

/**
 * A page image of an open signing link, by the token's hash (D86; server/signatures/sign/signer-link.ts).
 * Kept by the signer's browser for a few minutes only, never by a shared cache: the signing page shows the
 * first page twice (in the HTML the proxy serves, then in React's page) and fetches it once.
 */
const HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' };

export async function GET(_request: Request, { params }: { params: Promise<{ hash: string; page: string }> }) {
  const { hash, page } = await params;
  const number = /^[1-9]\d{0,3}$/.test(page) ? Number(page) : 0;
  let bytes: Uint8Array | null;
  try {
    bytes = number ? await getSigningPageImage(hash, number) : null;
  } catch (error) {
    console.error('[signatures/pagina] could not read the page', error);
    return new Response('Não foi possível ler a página.', {
      status: 503,
      headers: {
        ...HEADERS,
        'Cache-Control': 'no-store',
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': '5',
      },
    });
  }
  if (!bytes)
    return new Response('Página não encontrada.', {
      status: 404,
      headers: { ...HEADERS, 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return new Response(Buffer.from(bytes), {
    headers: {
      ...HEADERS,
      'Cache-Control': 'private, max-age=600',
      'Content-Type': 'image/webp',
      'Content-Length': String(bytes.byteLength),
    },
  });
}
