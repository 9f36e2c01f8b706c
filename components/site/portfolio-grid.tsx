'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { PORTFOLIO_PAGE_SIZE, pageCount, pageItems, pageSlice } from '@/lib/pagination';
import { PORTFOLIO_FILTERS, type PortfolioFilter, filterProjects } from '@/lib/portfolio';
import { cn } from '@/lib/utils';
import { ProjectCard, type ProjectCardData } from './project-card';
import { scrollToId } from './scroll-manager';

/** Card animation stagger (document 000 §9). */
const STAGGER_MS = 150;

/**
 * Filters and pagination of the home portfolio (document 000 §4): filter defaults to all; changing it
 * goes back to page 1; choosing a page scrolls to the section.
 */
export function PortfolioGrid({ projects }: { projects: ProjectCardData[] }) {
  const t = useTranslations('site.portfolio');
  const [filter, setFilter] = useState<PortfolioFilter>('all');
  const [page, setPage] = useState(1);
  const filtered = filterProjects(projects, filter);
  const pages = pageCount(filtered.length, PORTFOLIO_PAGE_SIZE);
  const visible = pageSlice(filtered, page, PORTFOLIO_PAGE_SIZE);

  const choosePage = (next: number) => {
    setPage(next);
    scrollToId('portfolio');
  };

  return (
    <div>
      <div role="group" aria-label={t('filtersLabel')} className="flex flex-wrap justify-center gap-2">
        {PORTFOLIO_FILTERS.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={filter === key}
            onClick={() => {
              setFilter(key);
              setPage(1);
            }}
            className={cn(
              'rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
              filter === key ? 'border-primary bg-primary text-primary-foreground shadow-md' : 'bg-white text-slate-700 hover:border-primary/40 hover:text-primary',
            )}
          >
            {t(`filters.${key}`)}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {t('count', { count: filtered.length })}
      </p>

      {visible.length === 0 ? (
        <p className="mt-12 text-center text-slate-600">{t('empty')}</p>
      ) : (
        <ul key={`${filter}-${page}`} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((project, i) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                confidentialLabel={t('confidential')}
                className="animate-in fade-in slide-in-from-bottom-4 fill-mode-both duration-500 motion-reduce:animate-none"
                style={{ animationDelay: `${i * STAGGER_MS}ms` }}
              />
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label={t('pagination')} className="mt-12 flex items-center justify-center gap-1.5">
          <Button variant="outline" size="icon" aria-label={t('previousPage')} disabled={page === 1} onClick={() => choosePage(page - 1)}>
            <ChevronLeft aria-hidden />
          </Button>
          {pageItems(page, pages).map((item) =>
            typeof item === 'number' ? (
              <Button
                key={item}
                variant={item === page ? 'default' : 'outline'}
                size="icon"
                aria-label={t('page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && choosePage(item)}
              >
                {item}
              </Button>
            ) : (
              <span key={item} aria-hidden className="px-2 text-slate-500">
                …
              </span>
            ),
          )}
          <Button variant="outline" size="icon" aria-label={t('nextPage')} disabled={page === pages} onClick={() => choosePage(page + 1)}>
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      )}
    </div>
  );
}
