import { getDb, type Db } from '@/server/platform/db/client';
import { buildClientExport } from '@/server/portal/export';
import { getPortalClient } from '@/server/portal/session';

/** "Baixar meus dados" (LGPD art. 18, II and V): the signed-in client's records and documents as a ZIP. */
export async function GET() {
  const client = await getPortalClient();
  if (!client) return new Response('Sessão expirada.', { status: 401 });
  const db = await getDb();
  const zip = await db.transaction((tx) => buildClientExport(tx as unknown as Db, client.clienteId));
  if (!zip) return new Response('Não encontrado.', { status: 404 });
  return new Response(Buffer.from(zip), {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="meus-dados.zip"',
      'Cache-Control': 'private, no-store',
    },
  });
}
