import { m } from '@/lib/messages';
import { isDatabaseUnavailable } from '@/server/platform/db/errors';
import { hit } from '@/server/platform/rate-limit';
import { readClientExport } from '@/server/portal/queries';
import { getPortalClient } from '@/server/portal/session';

const HOUR = 60 * 60 * 1000;
/** A ZIP renders every PDF of the client: a few a client per hour is plenty, and bounds what one session costs. */
const EXPORTS_PER_HOUR = 5;

const text = (body: string, status: number, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

/** "Baixar meus dados" (LGPD art. 18, II and V): the signed-in client's records and documents as a ZIP. */
export async function GET() {
  try {
    const client = await getPortalClient();
    if (!client) return text('Sessão expirada.', 401);
    if ((await hit(`portal-export:${client.clienteId}`, HOUR)) > EXPORTS_PER_HOUR)
      return text(m.common.tooManyRequests, 429, { 'Retry-After': '3600' });
    const zip = await readClientExport(client.clienteId);
    if (!zip) return text('Não encontrado.', 404);
    return new Response(Buffer.from(zip), {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="meus-dados.zip"',
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    if (isDatabaseUnavailable(error)) return text(m.resilience.unavailable, 503, { 'Retry-After': '5' });
    throw error;
  }
}
