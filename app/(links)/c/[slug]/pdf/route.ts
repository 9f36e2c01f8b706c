import { renderContractPdfBySlug } from '@/server/pdf/contract-pdf';

/** The PDF of a public contract: whoever holds the link may download it, as they may read the page. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const result = await renderContractPdfBySlug(slug);
  if (!result) return new Response('Contrato não encontrado.', { status: 404 });
  return new Response(Buffer.from(result.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${result.filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
