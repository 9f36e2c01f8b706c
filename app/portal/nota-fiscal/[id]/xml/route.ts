import { z } from '@/lib/zod';
import { clientNoteXml } from '@/server/nfse/note-queries';
import { getPortalClient } from '@/server/portal/session';

/** The authorised XML of one of the signed-in client's notes, as the Sefin answered it (D252); else 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const client = await getPortalClient();
  if (!client) return new Response('Sessão expirada.', { status: 401 });
  const note = z.uuid().safeParse(id).success ? await clientNoteXml(client.clienteId, id) : null;
  if (!note) return new Response('Nota fiscal não encontrada.', { status: 404 });
  return new Response(note.xml, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Content-Disposition': `attachment; filename="nfse-${note.chaveAcesso}.xml"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
    },
  });
}
