import QRCode from 'qrcode';
import { getSandboxCheckout } from '@/server/payments/sandbox';
import { sandboxCheckoutPath } from '@/server/payments/sandbox-provider';

/** The sandbox's Pix QR code (D16): scanning it opens the sandbox checkout, where the Pix can be "paid". */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!(await getSandboxCheckout(id))) return new Response('Not found', { status: 404 });
  const png = await QRCode.toBuffer(new URL(sandboxCheckoutPath(id), request.url).toString(), {
    type: 'png',
    margin: 1,
    width: 320,
  });
  return new Response(new Uint8Array(png), {
    headers: { 'content-type': 'image/png', 'cache-control': 'private, max-age=300' },
  });
}
