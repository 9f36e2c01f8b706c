import type { PortfolioProject, ServiceTag } from '@/content/types';

/** Document 000 §2.3 filter buttons, in order ("all" is Todos). */
export const PORTFOLIO_FILTERS = [
  'all',
  'site-institucional',
  'ecommerce',
  'aplicacao-web',
  'landing-page',
  'automacao-chatbots',
] as const;
export type PortfolioFilter = (typeof PORTFOLIO_FILTERS)[number];

export function filterProjects<T extends { tags: readonly ServiceTag[] }>(
  projects: readonly T[],
  filter: PortfolioFilter,
): T[] {
  return filter === 'all' ? [...projects] : projects.filter((p) => p.tags.includes(filter));
}

/** Document 000 §2.10 / §9: at most 3 related projects, sharing a tag, never the project itself. */
export const RELATED_LIMIT = 3;

export function relatedProjects<T extends Pick<PortfolioProject, 'id' | 'tags'>>(
  project: T,
  all: readonly T[],
  limit = RELATED_LIMIT,
): T[] {
  // Projects sharing the first tag (the project's type) come first, then those sharing any other tag.
  const shares = (p: T) => p.id !== project.id && p.tags.some((t) => project.tags.includes(t));
  const sameType = all.filter((p) => shares(p) && p.tags.includes(project.tags[0]));
  const others = all.filter((p) => shares(p) && !p.tags.includes(project.tags[0]));
  return [...sameType, ...others].slice(0, limit);
}

/** Only projects of the given tag (service pages, document 001 §2.16). */
export function projectsWithTag<T extends Pick<PortfolioProject, 'tags'>>(
  all: readonly T[],
  tag: ServiceTag,
  limit = RELATED_LIMIT,
): T[] {
  return all.filter((p) => p.tags.includes(tag)).slice(0, limit);
}

/** Previous and next project in portfolio order, wrapping around at the ends. */
export function adjacentProjects<T extends Pick<PortfolioProject, 'id'>>(
  project: T,
  all: readonly T[],
): { previous: T; next: T } {
  const i = all.findIndex((p) => p.id === project.id);
  return { previous: all[(i - 1 + all.length) % all.length], next: all[(i + 1) % all.length] };
}

/** Gallery of a project: its own five pictures, or four of its category when it has none (document 000 §9). */
export function galleryFor(project: Pick<PortfolioProject, 'id' | 'tags'>, own: number): string[] {
  if (own > 0) return Array.from({ length: own }, (_, i) => `/images/portfolio/${project.id}/${i + 1}.svg`);
  return [`/images/categories/${project.tags[0]}.svg`, ...['1', '2', '3'].map((n) => `/images/portfolio/${n}/4.svg`)];
}

/** /recentes: the projects of the two latest delivery years, newest year first, in portfolio order. */
export function recentByYear<T extends Pick<PortfolioProject, 'year'>>(
  all: readonly T[],
  years = 2,
): Array<{ year: number; projects: T[] }> {
  const latest = [...new Set(all.map((p) => p.year))].sort((a, b) => b - a).slice(0, years);
  return latest.map((year) => ({ year, projects: all.filter((p) => p.year === year) }));
}
