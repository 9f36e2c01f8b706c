import { getPublicCharge } from '@/server/charges/public';
import { renderChargePdf } from '@/server/pdf/charge-pdf';

/** "Baixar PDF" of a charge: whoever holds the link may download it, as they may read the page. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const charge = await getPublicCharge(slug);
  if (!charge) return new Response('Esta cobrança não foi encontrada ou não está mais disponível.', { status: 404 });
  const bytes = await renderChargePdf(charge);
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="cobranca-${charge.numeroCobranca}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
