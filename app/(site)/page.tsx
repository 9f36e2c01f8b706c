import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ContactSection } from '@/components/site/contact-section';
import { HeroSection } from '@/components/site/hero-section';
import { JsonLd } from '@/components/site/json-ld';
import { PortfolioSection } from '@/components/site/portfolio-section';
import { PromoCarousel } from '@/components/site/promo-carousel';
import { ServicesSection } from '@/components/site/services-section';
import { getAgency } from '@/server/agency/profile';
import { pageMetadata, siteUrl } from '@/lib/seo';
import { promoOf, servicesOf, visibleProjects } from '@/lib/site/public';
import { getSiteContent } from '@/server/site/read-site-content';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('site');
  return pageMetadata({ path: '/', title: { absolute: t('metaHomeTitle') }, description: t('metaHomeDescription') });
}

/** Home (document 000 §2.3): header, hero, services, portfolio, promo carousel, contact, footer. */
export default async function HomePage() {
  const t = await getTranslations('site');
  const agency = await getAgency();
  // D105: the agency's texts and projects (the documents' until it saves its own).
  const content = await getSiteContent();
  const services = servicesOf(content);
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: agency.name,
    url: siteUrl('/'),
    logo: siteUrl('/icon.svg'),
    email: agency.email,
    telephone: agency.phone,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: agency.email,
      telephone: agency.phone,
      areaServed: 'BR',
      availableLanguage: 'Portuguese',
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '18:00',
      },
    },
    makesOffer: services.map((s) => ({
      '@type': 'Offer',
      itemOffered: { '@type': 'Service', name: s.title, url: siteUrl(s.href) },
    })),
  };
  return (
    <>
      <JsonLd data={organization} />
      <HeroSection phrases={content.heroPhrases} hero={content.hero} />
      <ServicesSection services={services} />
      <PortfolioSection projects={visibleProjects(content)} />
      <PromoCarousel
        slides={promoOf(content)}
        labels={{
          label: t('promo.label', { name: agency.name }),
          previous: t('promo.previous'),
          next: t('promo.next'),
          goTo: t.raw('promo.goTo') as string,
          slide: t.raw('promo.slide') as string,
        }}
      />
      <ContactSection agency={agency} />
    </>
  );
}
