import { getTranslations } from 'next-intl/server';
import { PORTFOLIO } from '@/content/portfolio';
import { PortfolioGrid } from './portfolio-grid';
import { toCardData } from './project-card';
import { SectionHeading } from './section-heading';

/** Home portfolio (document 000 §2.3): all 21 projects, filtered and paged in the browser. */
export async function PortfolioSection() {
  const t = await getTranslations('site.portfolio');
  return (
    <section id="portfolio" aria-labelledby="portfolio-titulo" className="scroll-mt-20 bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="portfolio-titulo" eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />
        <div className="mt-10">
          <PortfolioGrid projects={PORTFOLIO.map(toCardData)} />
        </div>
      </div>
    </section>
  );
}
