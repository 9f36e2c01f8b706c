import { z } from '@/lib/zod';
import { refundedOf } from '@/server/charges/public';
import { receiptFilename, renderReceiptPdf } from '@/server/charges/receipt-pdf';
import { getClientPaidCharge } from '@/server/portal/queries';
import { getPortalClient } from '@/server/portal/session';

/** The receipt of one of the signed-in client's paid charges (D77); anything else is 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const client = await getPortalClient();
  if (!client) return new Response('Sessão expirada.', { status: 401 });
  const charge = z.uuid().safeParse(id).success ? await getClientPaidCharge(client.clienteId, id) : null;
  if (!charge) return new Response('Recibo não encontrado.', { status: 404 });
  const pdf = await renderReceiptPdf(charge, await refundedOf(charge.id));
  return new Response(Buffer.from(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${receiptFilename(charge)}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
