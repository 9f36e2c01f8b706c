import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GALLERY_SIZE, PORTFOLIO, getProject } from '@/content/portfolio';
import { TAG_BENEFITS } from '@/content/tags';
import { SERVICE_TAGS } from '@/content/types';
import {
  adjacentProjects,
  filterProjects,
  galleryFor,
  PORTFOLIO_FILTERS,
  projectsWithTag,
  recentByYear,
  relatedProjects,
} from '@/lib/portfolio';

const publicFile = (url: string) => path.join(process.cwd(), 'public', url);

describe('portfolio content (document 000 §3, §9)', () => {
  it('has 21 projects with ids "1" to "21" and every field of the document', () => {
    expect(PORTFOLIO.map((p) => p.id)).toEqual(Array.from({ length: 21 }, (_, i) => String(i + 1)));
    for (const p of PORTFOLIO) {
      for (const field of [
        'title',
        'description',
        'image',
        'imageUrl',
        'websiteUrl',
        'detailedDescription',
        'demoUrl',
      ] as const) {
        expect(p[field], `${p.id}.${field}`).not.toBe('');
      }
      expect(p.tags.length).toBeGreaterThan(0);
      expect(p.tags.every((t) => (SERVICE_TAGS as readonly string[]).includes(t))).toBe(true);
      expect(p.technologies.length).toBeGreaterThan(2);
      expect(p.features?.length).toBeGreaterThan(0);
      expect(p.achievements?.length).toBeGreaterThan(0);
      expect(p.year).toBeGreaterThanOrEqual(2020);
    }
  });

  it('ships the five generated pictures of every project, and the category and placeholder pictures', () => {
    for (const p of PORTFOLIO) {
      for (const src of galleryFor(p, GALLERY_SIZE)) expect(existsSync(publicFile(src)), src).toBe(true);
      expect(existsSync(publicFile(p.image))).toBe(true);
      expect(existsSync(publicFile(p.imageUrl))).toBe(true);
    }
    for (const tag of [...SERVICE_TAGS, 'generic'])
      expect(existsSync(publicFile(`/images/categories/${tag}.svg`))).toBe(true);
    expect(existsSync(publicFile('/images/placeholder.svg'))).toBe(true);
  });

  it('falls back to a gallery of 4 category pictures for a project without its own', () => {
    expect(galleryFor({ id: '99', tags: ['ecommerce'] }, 0)).toHaveLength(4);
    expect(galleryFor({ id: '1', tags: ['ecommerce'] }, 5)).toHaveLength(5);
  });

  it('has a benefit block for each of the six tags', () => {
    for (const tag of SERVICE_TAGS) expect(TAG_BENEFITS[tag].items.length).toBeGreaterThan(0);
  });
});

describe('portfolio rules', () => {
  it('filters by tag, with Todos showing everything', () => {
    expect(PORTFOLIO_FILTERS).toEqual([
      'all',
      'site-institucional',
      'ecommerce',
      'aplicacao-web',
      'landing-page',
      'automacao-chatbots',
    ]);
    expect(filterProjects(PORTFOLIO, 'all')).toHaveLength(21);
    for (const filter of PORTFOLIO_FILTERS.slice(1)) {
      const found = filterProjects(PORTFOLIO, filter);
      expect(found.length, filter).toBeGreaterThan(0);
      expect(found.every((p) => p.tags.includes(filter as (typeof SERVICE_TAGS)[number]))).toBe(true);
    }
  });

  it('picks at most 3 related projects that share a tag, never the project itself, same type first', () => {
    for (const p of PORTFOLIO) {
      const related = relatedProjects(p, PORTFOLIO);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.map((r) => r.id)).not.toContain(p.id);
      for (const r of related) expect(r.tags.some((t) => p.tags.includes(t))).toBe(true);
    }
    const first = relatedProjects(getProject('2')!, PORTFOLIO);
    expect(first.every((r) => r.tags.includes('ecommerce'))).toBe(true);
  });

  it('links previous and next projects, wrapping around', () => {
    expect(adjacentProjects(getProject('1')!, PORTFOLIO)).toMatchObject({ previous: { id: '21' }, next: { id: '2' } });
    expect(adjacentProjects(getProject('10')!, PORTFOLIO)).toMatchObject({ previous: { id: '9' }, next: { id: '11' } });
    expect(adjacentProjects(getProject('21')!, PORTFOLIO)).toMatchObject({ previous: { id: '20' }, next: { id: '1' } });
  });

  it('gives service pages up to 3 projects of their tag', () => {
    expect(projectsWithTag(PORTFOLIO, 'seo-marketing').every((p) => p.tags.includes('seo-marketing'))).toBe(true);
    expect(projectsWithTag(PORTFOLIO, 'site-institucional')).toHaveLength(3);
  });

  it('groups the recent works by the two latest years, newest first', () => {
    const groups = recentByYear(PORTFOLIO);
    expect(groups.map((g) => g.year)).toEqual([2025, 2024]);
    expect(groups.flatMap((g) => g.projects).every((p) => p.year >= 2024)).toBe(true);
  });
});
