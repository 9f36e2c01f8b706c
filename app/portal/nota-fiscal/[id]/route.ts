import { z } from '@/lib/zod';
import { readNfseXml } from '@/lib/nfse/nfse-xml';
import { pdfRateLimit, pdfResponse } from '@/server/agency/pdf-response';
import { renderDanfse } from '@/server/nfse/danfse-pdf';
import { clientNoteXml } from '@/server/nfse/note-queries';
import { getPortalClient } from '@/server/portal/session';

/**
 * The DANFSe of one of the signed-in client's notes (D252): the portal's session, then the note's own client; another
 * client's note, one not issued or a malformed id is 404, as the receipt's route answers (D77).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const limited = await pdfRateLimit();
  if (limited) return limited;
  const { id } = await params;
  const client = await getPortalClient();
  if (!client) return new Response('Sessão expirada.', { status: 401 });
  const note = z.uuid().safeParse(id).success ? await clientNoteXml(client.clienteId, id) : null;
  if (!note) return new Response('Nota fiscal não encontrada.', { status: 404 });
  return pdfResponse(request, {
    kind: 'danfse',
    content: note,
    filename: `nfse-${note.chaveAcesso}.pdf`,
    robots: 'noindex, nofollow',
    render: () => renderDanfse(readNfseXml(note.xml), { cancelled: note.cancelled }),
  });
}
