import { getTranslations } from 'next-intl/server';
import { ScrollManager } from '@/components/site/scroll-manager';
import { SiteFooter } from '@/components/site/site-footer';
import { type NavLabels, SiteHeader } from '@/components/site/site-header';
import { servicesOf } from '@/lib/site/public';
import { getAgency } from '@/server/agency/profile';
import { getSiteContent } from '@/server/site/read-site-content';
import { BrandStyle } from '@/components/common/agency-identity';

// Static pages, regenerated daily so that the footer's year and the agency's environment values follow, and when
// staff save the site's content (its cache tag, D105).
export const revalidate = 86400;

/**
 * The public marketing site's frame: fixed header, footer, anchor scrolling (document 000 §2.3). Client
 * islands get their texts as props, so public pages ship no message catalogue and no formatter.
 */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const tn = await getTranslations('site.nav');
  const agency = await getAgency();
  // D270: the agency's logo in the header and footer (its initials without one).
  const logo = agency.logoUrl?.pequeno ?? null;
  const services = servicesOf(await getSiteContent()).map(({ title, href, colour }) => ({ title, href, colour }));
  const keys = [
    'home',
    'portfolio',
    'services',
    'contact',
    'recent',
    'clientArea',
    'quote',
    'openMenu',
    'closeMenu',
    'menu',
    'mainNav',
    'skip',
  ] as const;
  const labels = {
    ...Object.fromEntries(keys.map((k) => [k, tn(k)])),
    homeLink: tn('homeLink', { name: agency.name }),
  } as NavLabels;
  return (
    <>
      {/* D274: the agency's colour. */}
      <BrandStyle />
      <SiteHeader brand={agency.name} logo={logo} services={services} labels={labels} />
      <main id="conteudo" className="min-h-dvh">
        {children}
      </main>
      <SiteFooter agency={agency} logo={logo} services={services} />
      <ScrollManager />
    </>
  );
}
