import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HeroForm } from '@/components/site-settings/hero-form';
import { PortfolioList } from '@/components/site-settings/portfolio-list';
import { PromoForm } from '@/components/site-settings/promo-form';
import { SectionCard } from '@/components/site-settings/section-card';
import { ServiceForms } from '@/components/site-settings/service-forms';
import { SERVICES } from '@/content/services';
import { requireStaff } from '@/server/auth/session';
import { readSavedSiteContent } from '@/server/site/queries';

export const metadata: Metadata = { title: 'Site' };

/** D105: the public site's texts and projects, edited by an admin or the owner. */
export default async function SiteSettingsPage() {
  await requireStaff('/configuracoes/site');
  const content = await readSavedSiteContent();
  const t = await getTranslations('siteSettings');
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      <SectionCard id="frases" title={t('hero.title')} help={t('hero.help')}>
        <HeroForm phrases={content.heroPhrases} />
      </SectionCard>
      <SectionCard id="servicos" title={t('services.title')} help={t('services.help')}>
        <ServiceForms services={SERVICES.map((s) => ({ slug: s.slug, href: s.href, ...content.services[s.slug] }))} />
      </SectionCard>
      <SectionCard id="portfolio" title={t('portfolio.title')} help={t('portfolio.help')}>
        <PortfolioList
          projects={content.projects.map(({ id, title, client, year, hidden }) => ({
            id,
            title,
            client,
            year,
            hidden,
          }))}
        />
      </SectionCard>
      <SectionCard id="destaques" title={t('promo.title')} help={t('promo.help')}>
        <PromoForm slides={content.promo} />
      </SectionCard>
    </div>
  );
}
