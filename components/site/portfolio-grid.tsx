'use client';

import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { PORTFOLIO_PAGE_SIZE, pageCount, pageItems, pageSlice } from '@/lib/pagination';
import { PORTFOLIO_FILTERS, type PortfolioFilter, filterProjects } from '@/lib/portfolio';
import { ProjectCard, type ProjectCardData } from './project-card';
import { scrollToId } from './scroll-manager';
import { button, cx } from './ui';

/** Card animation stagger (document 000 §9). */
const STAGGER_MS = 150;

/**
 * Filters and pagination of the home portfolio (document 000 §4): filter defaults to all; changing it
 * goes back to page 1; choosing a page scrolls to the section.
 */
export type PortfolioLabels = {
  filters: Record<PortfolioFilter, string>;
  filtersLabel: string;
  confidential: string;
  pagination: string;
  previousPage: string;
  nextPage: string;
  /** "Página {page}" */
  page: string;
  empty: string;
  /** "{count} projetos", by count: [one, other] */
  count: [string, string];
};

export function PortfolioGrid({ projects, labels }: { projects: ProjectCardData[]; labels: PortfolioLabels }) {
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
      <div role="group" aria-label={labels.filtersLabel} className="flex flex-wrap justify-center gap-2">
        {PORTFOLIO_FILTERS.map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={filter === key}
            onClick={() => {
              setFilter(key);
              setPage(1);
            }}
            className={cx(
              'rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
              filter === key
                ? 'border-primary bg-primary text-primary-foreground shadow-md'
                : 'bg-white text-slate-700 hover:border-primary/40 hover:text-primary',
            )}
          >
            {labels.filters[key]}
          </button>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {(filtered.length === 1 ? labels.count[0] : labels.count[1]).replace('#', String(filtered.length))}
      </p>

      {visible.length === 0 ? (
        <p className="mt-12 text-center text-slate-600">{labels.empty}</p>
      ) : (
        <ul key={`${filter}-${page}`} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((project, i) => (
            <li key={project.id}>
              <ProjectCard
                project={project}
                confidentialLabel={labels.confidential}
                className="animate-in fade-in slide-in-from-bottom-4 fill-mode-both duration-500 motion-reduce:animate-none"
                style={{ animationDelay: `${i * STAGGER_MS}ms` }}
              />
            </li>
          ))}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label={labels.pagination} className="mt-12 flex items-center justify-center gap-1.5">
          <button
            type="button"
            className={button('outline', 'icon')}
            aria-label={labels.previousPage}
            disabled={page === 1}
            onClick={() => choosePage(page - 1)}
          >
            <ChevronLeft aria-hidden />
          </button>
          {pageItems(page, pages).map((item) =>
            typeof item === 'number' ? (
              <button
                type="button"
                key={item}
                className={button(item === page ? 'primary' : 'outline', 'icon')}
                aria-label={labels.page.replace('{page}', String(item))}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => item !== page && choosePage(item)}
              >
                {item}
              </button>
            ) : (
              <span key={item} aria-hidden className="px-2 text-slate-500">
                …
              </span>
            ),
          )}
          <button
            type="button"
            className={button('outline', 'icon')}
            aria-label={labels.nextPage}
            disabled={page === pages}
            onClick={() => choosePage(page + 1)}
          >
            <ChevronRight aria-hidden />
          </button>
        </nav>
      )}
    </div>
  );
}
