import 'server-only';
import { formatCnpj } from '@/lib/settings/agencia';
import type { PdfWriter } from '@/server/platform/pdf/document';
import { getStorage } from '@/server/platform/storage';
import type { AgencyProfile } from './profile';

/** The logo as a PNG for pdf-lib (which draws PNG and JPEG, not the WebP we store), kept per logo version. */
let cached: { versao: string; png: Uint8Array | null } | null = null;

async function logoPng(agency: AgencyProfile): Promise<Uint8Array | null> {
  const logo = agency.logo;
  if (!logo) return null;
  if (cached?.versao === logo.versao) return cached.png;
  let png: Uint8Array | null = null;
  try {
    const bytes = await getStorage().get(logo.grande);
    const sharp = (await import('sharp')).default;
    png = new Uint8Array(
      await sharp(bytes).resize(280, 80, { fit: 'inside', withoutEnlargement: true }).png().toBuffer(),
    );
  } catch (error) {
    // A document without the logo is better than no document: the name still heads it.
    console.error('[agency] logo not drawn in the PDF', error instanceof Error ? error.message : error);
  }
  cached = { versao: logo.versao, png };
  return png;
}

/**
 * The agency's letterhead on its documents (contract, proposal, charge, receipt): logo, name, razão social and
 * CNPJ when the profile has them, and its contacts (D104: documents carry the agency's own data).
 */
export async function drawAgencyLetterhead(pdf: PdfWriter, agency: AgencyProfile): Promise<void> {
  const legal = [agency.razaoSocial, agency.cnpj && `CNPJ ${formatCnpj(agency.cnpj)}`].filter(Boolean).join(' · ');
  const contacts = [agency.email, agency.phone].filter(Boolean).join(' · ');
  await pdf.letterhead({
    png: await logoPng(agency),
    name: agency.name,
    lines: [legal, contacts].filter(Boolean),
  });
}
