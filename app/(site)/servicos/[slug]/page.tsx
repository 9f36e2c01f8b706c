import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/site/json-ld';
import { ServicePageView } from '@/components/site/service-page';
import { getServicePage, SERVICE_PAGES } from '@/content/service-pages';
import { servicePageOf, visibleProjects } from '@/lib/site/public';
import { getSiteContent } from '@/server/site/read-site-content';
import { getAgency } from '@/server/agency/profile';
import { pageMetadata, siteUrl } from '@/lib/seo';

type Params = Promise<{ slug: string }>;

// Six pages, all built ahead; /servicos/ecommerce redirects to /servicos/e-commerce (lib/routes.ts, D1).
export const dynamicParams = false;
export const generateStaticParams = () => Object.keys(SERVICE_PAGES).map((slug) => ({ slug }));

/** The page's fixed copy with the agency's title, subtitle and description (D105). */
async function loadPage(slug: string) {
  const builtIn = getServicePage(slug);
  if (!builtIn) return null;
  const content = await getSiteContent();
  return { page: servicePageOf(content, builtIn.slug), projects: visibleProjects(content) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const page = (await loadPage((await params).slug))?.page;
  if (!page) return {};
  return pageMetadata({ path: `/servicos/${page.slug}`, title: page.metaTitle, description: page.metaDescription });
}

/** Service pages (document 001 §2.16): one template, fixed copy per page, Service + BreadcrumbList JSON-LD. */
export default async function ServicePage({ params }: { params: Params }) {
  const loaded = await loadPage((await params).slug);
  if (!loaded) notFound();
  const { page, projects } = loaded;
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
      <ServicePageView page={page} projects={projects} />
    </>
  );
}
