import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/site/json-ld';
import { ServicePageView } from '@/components/site/service-page';
import { getServicePage, SERVICE_PAGES } from '@/content/service-pages';
import { getAgency } from '@/server/agency/profile';
import { pageMetadata, siteUrl } from '@/lib/seo';

type Params = Promise<{ slug: string }>;

// Six pages, all built ahead; /servicos/ecommerce redirects to /servicos/e-commerce (lib/routes.ts, D1).
export const dynamicParams = false;
export const generateStaticParams = () => Object.keys(SERVICE_PAGES).map((slug) => ({ slug }));

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = getServicePage((await params).slug);
  if (!page) return {};
  return pageMetadata({ path: `/servicos/${page.slug}`, title: page.metaTitle, description: page.metaDescription });
}

/** Service pages (document 001 §2.16): one template, fixed copy per page, Service + BreadcrumbList JSON-LD. */
export default async function ServicePage({ params }: { params: Params }) {
  const page = getServicePage((await params).slug);
  if (!page) notFound();
  const t = await getTranslations('site.servicePage');
  const agency = await getAgency();
  const url = siteUrl(`/servicos/${page.slug}`);
  const data: Array<Record<string, unknown>> = [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: page.subtitle,
      serviceType: page.subtitle,
      description: page.metaDescription,
      url,
      areaServed: { '@type': 'Country', name: 'Brasil' },
      provider: {
        '@type': 'Organization',
        name: agency.name,
        url: siteUrl('/'),
        email: agency.email,
        telephone: agency.phone,
      },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: t('home'), item: siteUrl('/') },
        { '@type': 'ListItem', position: 2, name: t('services'), item: siteUrl('/#servicos') },
        { '@type': 'ListItem', position: 3, name: page.subtitle, item: url },
      ],
    },
  ];
  // Document 001 §2.16: the SEO page also carries FAQ structured data.
  if (page.slug === 'seo-marketing') {
    data.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: page.faq.map((f) => ({
        '@type': 'Question',
        name: f.question,
        acceptedAnswer: { '@type': 'Answer', text: f.answer },
      })),
    });
  }
  return (
    <>
      <JsonLd data={data} />
      <ServicePageView page={page} />
    </>
  );
}
