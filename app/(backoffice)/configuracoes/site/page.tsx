import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/client-messages';
import { HeroForm } from '@/components/site-settings/hero-form';
import { HeroTextForm } from '@/components/site-settings/hero-text-form';
import { PortfolioList } from '@/components/site-settings/portfolio-list';
import { PromoForm } from '@/components/site-settings/promo-form';
import { SectionCard } from '@/components/site-settings/section-card';
import { ServiceForms } from '@/components/site-settings/service-forms';
import { SiteReview } from '@/components/site-settings/site-review';
import { SERVICES } from '@/content/services';
import { isExampleProject, siteReviewDone, visibleExampleIds } from '@/lib/site/content';
import { requireStaff } from '@/server/auth/session';
import { readSavedSiteContent } from '@/server/site/queries';

export const metadata: Metadata = { title: 'Site' };

/** D105: the public site's texts and projects, edited by an admin or the owner; D260–D262: the first-run review. */
export default async function SiteSettingsPage() {
  await requireStaff('/configuracoes/site');
  const content = await readSavedSiteContent();
  const [t, te] = await Promise.all([getTranslations('siteSettings'), getTranslations('siteEditor')]);
  // The editor's own texts come with this screen, not in the catalogue every staff screen loads (D80).
  const own = (children: React.ReactNode) => (
    <ClientMessages namespaces={['siteSettings', 'siteEditor']}>{children}</ClientMessages>
  );
  return (
    <div className="grid gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-sm text-muted-foreground">{t('subtitle')}</p>
      </div>
      {own(
        <SiteReview
          examples={visibleExampleIds(content).length}
          heroSaved={content.heroSaved}
          done={siteReviewDone(content)}
        />,
      )}
      <SectionCard id="topo" title={te('heroText.title')} help={te('heroText.help')}>
        {own(<HeroTextForm hero={content.hero} />)}
      </SectionCard>
      <SectionCard id="frases" title={t('hero.title')} help={t('hero.help')}>
        <HeroForm phrases={content.heroPhrases} />
      </SectionCard>
      <SectionCard id="servicos" title={t('services.title')} help={t('services.help')}>
        <ServiceForms services={SERVICES.map((s) => ({ slug: s.slug, href: s.href, ...content.services[s.slug] }))} />
      </SectionCard>
      <SectionCard id="portfolio" title={t('portfolio.title')} help={t('portfolio.help')}>
        {own(
          <PortfolioList
            projects={content.projects.map((p) => ({
              id: p.id,
              title: p.title,
              client: p.client,
              year: p.year,
              hidden: p.hidden,
              example: isExampleProject(p),
            }))}
          />,
        )}
      </SectionCard>
      <SectionCard id="destaques" title={t('promo.title')} help={t('promo.help')}>
        <PromoForm slides={content.promo} />
      </SectionCard>
    </div>
  );
}
