import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { ScrollManager } from '@/components/site/scroll-manager';
import { SiteFooter } from '@/components/site/site-footer';
import { SiteHeader } from '@/components/site/site-header';
import { SERVICES } from '@/content/services';
import { getAgency } from '@/lib/agency';

/** The public marketing site's frame: fixed header, footer, anchor scrolling (document 000 §2.3). */
export default async function SiteLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('common');
  const agency = getAgency();
  const services = SERVICES.map(({ title, href, colour }) => ({ title, href, colour }));
  return (
    <ClientMessages namespaces={['site', 'contact']}>
      <SiteHeader brand={agency.name} brandShort={t('brandShort')} services={services} />
      <main id="conteudo" className="min-h-dvh">
        {children}
      </main>
      <SiteFooter agency={agency} brandShort={t('brandShort')} />
      <ScrollManager />
    </ClientMessages>
  );
}
