import { ArrowRight } from 'lucide-react';
import type { Metadata } from 'next';
import { IntentLink as Link } from '@/components/common/intent-link';
import { getTranslations } from 'next-intl/server';
import { ProjectCard, toCardData } from '@/components/site/project-card';
import { SectionHeading } from '@/components/site/section-heading';
import { recentByYear } from '@/lib/portfolio';
import { pageMetadata } from '@/lib/seo';
import { visibleProjects } from '@/lib/site/public';
import { getSiteContent } from '@/server/site/read-site-content';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('site.recent');
  return pageMetadata({ path: '/recentes', title: t('title'), description: t('metaDescription') });
}

/** /recentes: the newest work, by delivery year (document 000 §1, §2.1). */
export default async function RecentWorksPage() {
  const t = await getTranslations('site');
  const groups = recentByYear(visibleProjects(await getSiteContent()));
  return (
    <>
      <header className="bg-gradient-to-b from-indigo-50 to-white pt-32 pb-8">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            as="h1"
            eyebrow={t('nav.portfolio')}
            title={t('recent.title')}
            subtitle={t('recent.subtitle')}
          />
        </div>
      </header>
      <div className="mx-auto max-w-7xl space-y-16 px-4 pb-20 sm:px-6">
        {groups.map(({ year, projects }) => (
          <section key={year} aria-labelledby={`ano-${year}`}>
            <h2 id={`ano-${year}`} className="flex items-center gap-4 text-2xl font-bold text-slate-900">
              {t('recent.year', { year })}
              <span aria-hidden className="h-px flex-1 bg-slate-200" />
            </h2>
            <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {projects.map((p) => (
                <li key={p.id}>
                  <ProjectCard project={toCardData(p)} confidentialLabel={t('portfolio.confidential')} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        <p className="text-center">
          <Link
            href="/#portfolio"
            className="inline-flex items-center gap-1.5 font-semibold text-primary hover:underline"
          >
            {t('recent.viewAll')} <ArrowRight aria-hidden className="size-4" />
          </Link>
        </p>
      </div>
    </>
  );
}
