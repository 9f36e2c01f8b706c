import { getTranslations } from 'next-intl/server';
import type { PortfolioProject } from '@/content/types';
import { PORTFOLIO_FILTERS } from '@/lib/portfolio';
import { PortfolioGrid, type PortfolioLabels } from './portfolio-grid';
import { toCardData } from './project-card';
import { SectionHeading } from './section-heading';

/** Home portfolio (document 000 §2.3): the visible projects, filtered and paged in the browser. */
export async function PortfolioSection({ projects }: { projects: readonly PortfolioProject[] }) {
  const t = await getTranslations('site.portfolio');
  return (
    <section
      id="portfolio"
      aria-labelledby="portfolio-titulo"
      className="render-later bg-slate-50 py-20 [--render-later-h:120rem] sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="portfolio-titulo" eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />
        <div className="mt-10">
          <PortfolioGrid
            projects={projects.map(toCardData)}
            labels={{
              filters: Object.fromEntries(
                PORTFOLIO_FILTERS.map((f) => [f, t(`filters.${f}`)]),
              ) as PortfolioLabels['filters'],
              filtersLabel: t('filtersLabel'),
              confidential: t('confidential'),
              pagination: t('pagination'),
              previousPage: t('previousPage'),
              nextPage: t('nextPage'),
              page: t.raw('page') as string,
              empty: t('empty'),
              count: [t('count', { count: 1 }).replace('1', '#'), t('count', { count: 2 }).replace('2', '#')],
            }}
          />
        </div>
      </div>
    </section>
  );
}
