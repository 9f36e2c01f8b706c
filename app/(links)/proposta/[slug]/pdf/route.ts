import { renderProposalPdf } from '@/server/pdf/proposal-pdf';
import { getPublicProposal } from '@/server/proposals/public';

/** "Baixar PDF" of a proposal: anyone holding the link may download it, as they may read the page. */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const proposal = await getPublicProposal(slug);
  if (!proposal) return new Response('Proposta não encontrada', { status: 404 });
  const bytes = await renderProposalPdf(proposal);
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="proposta-${proposal.slug}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
