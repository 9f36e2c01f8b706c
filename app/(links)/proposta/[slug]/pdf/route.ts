import { todayInSaoPaulo } from '@/lib/format';
import { pdfRateLimit, pdfResponse } from '@/server/agency/pdf-response';
import { renderProposalPdf } from '@/server/proposals/proposal-pdf';
import { getPublicProposal } from '@/server/proposals/public';

/**
 * "Baixar PDF" of a proposal: anyone holding the link may download it, as they may read the page.
 * Limited per address and rebuilt only when the proposal changed (D48).
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const limited = await pdfRateLimit();
  if (limited) return limited;
  const proposal = await getPublicProposal((await params).slug);
  if (!proposal) return new Response('Proposta não encontrada', { status: 404 });
  return pdfResponse(request, {
    kind: 'proposta',
    // The day too: the PDF may show dates relative to today (a validity, for instance).
    content: [proposal, todayInSaoPaulo()],
    filename: `proposta-${proposal.slug}.pdf`,
    robots: 'noindex',
    render: () => renderProposalPdf(proposal),
  });
}
