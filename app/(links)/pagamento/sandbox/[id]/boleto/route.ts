import { sandboxBoletoPayment } from '@/server/payments/queries';
import { renderSandboxBoletoPdf } from '@/server/payments/sandbox-boleto-pdf';
import { sandboxCheckoutPath } from '@/server/payments/sandbox-provider';

/** "Baixar Boleto" for a sandbox payment (D16): the test boleto as a PDF. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const row = await sandboxBoletoPayment(id);
  if (!row || row.provider !== 'sandbox') return new Response('Not found', { status: 404 });
  const pdf = await renderSandboxBoletoPdf(row, new URL(sandboxCheckoutPath(id), request.url).toString());
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="boleto-teste-${row.id.slice(0, 8)}.pdf"`,
      'cache-control': 'private, no-store',
    },
  });
}
