import { z } from '@/lib/zod';
import { readNfseXml } from '@/lib/nfse/nfse-xml';
import { pdfRateLimit, pdfResponse } from '@/server/agency/pdf-response';
import { staffRoute } from '@/server/auth/guard';
import { renderDanfse } from '@/server/nfse/danfse-pdf';
import { chargeNoteXml } from '@/server/nfse/note-queries';

/**
 * "Baixar DANFSe" on /cobrancas/{id} (D238): staff only, checked here (D2), limited per address like the other PDFs,
 * rendered from the authorised XML the Sefin answered (D220) and rebuilt only when that changed.
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const limited = await pdfRateLimit();
  if (limited) return limited;
  const { id } = await params;
  const staff = await staffRoute();
  if (!staff.ok) return staff.response;
  const note = z.uuid().safeParse(id).success ? await chargeNoteXml(id) : null;
  if (!note) return new Response('Nota fiscal não encontrada.', { status: 404 });
  return pdfResponse(request, {
    kind: 'danfse',
    content: note,
    filename: `nfse-${note.chaveAcesso}.pdf`,
    robots: 'noindex',
    render: () => renderDanfse(readNfseXml(note.xml), { cancelled: note.cancelled }),
  });
}
