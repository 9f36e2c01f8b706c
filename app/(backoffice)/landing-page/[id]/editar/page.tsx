import type { Metadata } from 'next';
import { LandingEditor } from '@/components/landing-pages/editor/landing-editor';
import { LandingNotFoundPanel } from '@/components/landing-pages/not-found-panel';
import { whatsappLink } from '@/lib/agency';
import { getAgency } from '@/server/agency/profile';
import { CTA_WHATSAPP_MESSAGE } from '@/lib/landing-pages/content';
import type { TLandingPageFormInput } from '@/lib/validation/landing-pages';
import { requireStaff } from '@/server/auth/session';
import { getLandingPage } from '@/server/landing-pages/queries';

export const metadata: Metadata = { title: 'Editar Landing Page' };

export default async function EditLandingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireStaff(`/landing-page/${id}/editar`);
  const page = await getLandingPage(id);
  if (!page) return <LandingNotFoundPanel />;
  const values = {
    ...page,
    status: page.status as TLandingPageFormInput['status'],
    templateUsado: page.templateUsado as TLandingPageFormInput['templateUsado'],
    fonte: page.fonte as TLandingPageFormInput['fonte'],
    savedStatus: page.status,
    savedSlug: page.urlSlug,
  };
  return <LandingEditor page={values} ctaDefault={whatsappLink(await getAgency(), CTA_WHATSAPP_MESSAGE)} />;
}
