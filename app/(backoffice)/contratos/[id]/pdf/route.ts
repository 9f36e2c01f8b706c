import { z } from '@/lib/zod';
import { staffRoute } from '@/server/auth/guard';
import { pdfFilename, renderContractPdfById } from '@/server/contracts/contract-pdf';
import { contractPdfVersion } from '@/server/contracts/contract-version';
import { pdfRateLimit, pdfResponse } from '@/server/agency/pdf-response';

/**
 * "Baixar PDF" on /contratos/{id} (D13): staff only, checked here (D2). Limited per address and
 * rebuilt only when the contract changed (D48).
 */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const limited = await pdfRateLimit();
  if (limited) return limited;
  const { id } = await params;
  const staff = await staffRoute();
  if (!staff.ok) return staff.response;
  const version = z.uuid().safeParse(id).success ? await contractPdfVersion(id) : null;
  if (!version) return new Response('Contrato não encontrado.', { status: 404 });
  return pdfResponse(request, {
    kind: 'contrato-equipe',
    content: version,
    filename: pdfFilename(version.slug),
    robots: 'noindex',
    render: async () => {
      const result = await renderContractPdfById(id);
      if (!result) throw new Error(`contract ${id} disappeared while its PDF was made`);
      return result.pdf;
    },
  });
}
