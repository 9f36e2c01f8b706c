import { todayInSaoPaulo } from '@/lib/format';
import { getPublicCharge } from '@/server/charges/public';
import { renderChargePdf } from '@/server/charges/charge-pdf';
import { pdfRateLimit, pdfResponse } from '@/server/agency/pdf-response';

/**
 * "Baixar PDF" of a charge: whoever holds the link may download it, as they may read the page.
 * Limited per address and rebuilt only when the charge changed or the day did (an overdue status
 * depends on it) (D48).
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const limited = await pdfRateLimit();
  if (limited) return limited;
  const charge = await getPublicCharge((await params).slug);
  if (!charge) return new Response('Esta cobrança não foi encontrada ou não está mais disponível.', { status: 404 });
  return pdfResponse(request, {
    kind: 'cobranca',
    content: [charge, todayInSaoPaulo()],
    filename: `cobranca-${charge.numeroCobranca}.pdf`,
    robots: 'noindex',
    render: () => renderChargePdf(charge),
  });
}
