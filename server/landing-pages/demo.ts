import 'server-only';
import { whatsappLink } from '@/lib/agency';
import { getAgency } from '@/server/agency/profile';
import { CTA_WHATSAPP_MESSAGE } from '@/lib/landing-pages/content';
import { landingPreset } from '@/lib/landing-pages/presets';
import type { createLandingPages } from './create-landing-page';

/** Demo landing pages for a fresh development database (D3): both agency templates, published. */
export async function demoLandingPages(): Promise<Parameters<typeof createLandingPages>[2]> {
  const cta = whatsappLink(await getAgency(), CTA_WHATSAPP_MESSAGE);
  const now = Date.now();
  const pages = [
    { template: 'sites-profissionais', visualizacoes: 342, conversoes: 27, fonte: 'Inter' },
    { template: 'site-barato', visualizacoes: 128, conversoes: 9, fonte: 'Poppins' },
  ] as const;
  return pages.map(({ template, ...counts }, i) => {
    const preset = landingPreset(template, cta)!;
    return {
      ...counts,
      nome: preset.nome,
      urlSlug: preset.urlSlug,
      descricao: preset.descricao,
      status: 'publicada' as const,
      templateUsado: template,
      conteudo: preset.conteudo,
      corPrimaria: preset.corPrimaria,
      corSecundaria: preset.corSecundaria,
      createdAt: new Date(now - (i + 1) * 86_400_000),
    };
  });
}
