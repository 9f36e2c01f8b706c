import { z } from 'zod';
import { getSession } from '@/server/auth/session';
import { renderContractPdfById } from '@/server/pdf/contract-pdf';

/** "Baixar PDF" on /contratos/{id} (D13): staff only, checked here (D2). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!(await getSession())) return new Response('Acesso restrito à equipe.', { status: 401 });
  const result = z.uuid().safeParse(id).success ? await renderContractPdfById(id) : null;
  if (!result) return new Response('Contrato não encontrado.', { status: 404 });
  return new Response(Buffer.from(result.pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${result.filename}"`,
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
