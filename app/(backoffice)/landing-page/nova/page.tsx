import type { Metadata } from 'next';
import { LandingEditor } from '@/components/landing-pages/editor/landing-editor';
import { whatsappLink } from '@/lib/agency';
import { getAgency } from '@/server/agency/profile';
import { CTA_WHATSAPP_MESSAGE } from '@/lib/landing-pages/content';
import { requireStaff } from '@/server/auth/session';

export const metadata: Metadata = { title: 'Nova Landing Page' };

export default async function NewLandingPage() {
  await requireStaff('/landing-page/nova');
  return <LandingEditor page={null} ctaDefault={whatsappLink(await getAgency(), CTA_WHATSAPP_MESSAGE)} />;
}
