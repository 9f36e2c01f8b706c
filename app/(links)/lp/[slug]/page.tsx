import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { preload } from 'react-dom';
import { getTranslations } from 'next-intl/server';
import { LandingView } from '@/components/landing-pages/public/landing-view';
import { LandingViewBeacon } from '@/components/landing-pages/public/view-beacon';
import { whatsappLink } from '@/lib/agency';
import { getAgency } from '@/server/agency/profile';
import { CTA_WHATSAPP_MESSAGE } from '@/lib/landing-pages/content';
import { landingFontFiles } from '@/lib/landing-pages/rules';
import { getPublicLandingPage } from '@/server/landing-pages/public';

type Props = { params: Promise<{ slug: string }> };

// The same page for everyone, so it is cached: rendered on the first visit and again when staff save
// the page (the actions revalidate /lp/{slug}). Views and conversions are counted by beacons (D7).
export const revalidate = 86_400;
export const generateStaticParams = async () => [];

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const page = await getPublicLandingPage(slug);
  if (!page) return { title: 'Landing page não encontrada', robots: { index: false } };
  const title = page.conteudo.titulo || page.nome;
  const description = page.descricao || page.conteudo.subtitulo || page.conteudo.hero_text.slice(0, 160);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: `/lp/${page.urlSlug}` },
    openGraph: {
      title,
      description,
      type: 'website',
      url: `/lp/${page.urlSlug}`,
      siteName: page.nome,
      locale: 'pt_BR',
    },
    twitter: { card: 'summary', title, description },
  };
}

/** Document 001 §2.15: only publicada pages; anything else is the landing 404 (not-found.tsx). */
export default async function PublicLandingPage({ params }: Props) {
  const { slug } = await params;
  const page = await getPublicLandingPage(slug);
  if (!page) notFound();
  // Only the page's own font, fetched with the HTML, so that its first paint is already in that font.
  for (const href of landingFontFiles(page.fonte))
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  const t = await getTranslations('landingPages.public');
  const whatsapp = whatsappLink(await getAgency(), CTA_WHATSAPP_MESSAGE);
  return (
    <main>
      <LandingView
        page={page}
        ctaFallback={whatsapp}
        slug={page.urlSlug}
        texts={{ whatsapp: t('whatsapp'), rights: t('rights') }}
      />
      <LandingViewBeacon slug={page.urlSlug} />
    </main>
  );
}
