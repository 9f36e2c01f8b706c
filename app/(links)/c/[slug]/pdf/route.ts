import { getPublicContract } from '@/server/contracts/public';
import { pdfFilename, renderContractPdf } from '@/server/contracts/contract-pdf';
import { pdfRateLimit, pdfResponse } from '@/server/agency/pdf-response';

/**
 * The PDF of a public contract: whoever holds the link may download it, as they may read the page.
 * Limited per address and rebuilt only when the contract changed (D48).
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const limited = await pdfRateLimit();
  if (limited) return limited;
  const contract = await getPublicContract((await params).slug);
  if (!contract) return new Response('Contrato não encontrado.', { status: 404 });
  return pdfResponse(request, {
    kind: 'contrato',
    content: contract,
    filename: pdfFilename(contract.slug),
    robots: 'noindex, nofollow',
    render: () => renderContractPdf(contract),
  });
}
