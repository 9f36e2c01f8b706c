import { galleryImage, GALLERY_SIZE } from '@/content/portfolio';
import { PROMO_SLIDES } from '@/content/promo';
import { SERVICE_PAGES } from '@/content/service-pages';
import { SERVICES } from '@/content/services';
import type { PortfolioProject, PromoSlide, ServiceCard, ServicePage, ServiceSlug } from '@/content/types';
import { BUILT_IN_IDS, type SiteContent, type SiteProject } from './content';

/**
 * The site content as the public pages take it: the built-in shapes of content/types.ts with the agency's texts,
 * so the components stay as they were (document 000 §2.3, §2.10; document 001 §2.16).
 */

/** The picture a card or a gallery shows first: an uploaded one, else the built-in illustration, else the category's. */
function pictures(p: SiteProject): string[] {
  if (p.images.length) return p.images;
  if (BUILT_IN_IDS.has(p.id)) return Array.from({ length: GALLERY_SIZE }, (_, i) => galleryImage(p.id, i + 1));
  return [];
}

export function toPortfolioProject(p: SiteProject): PortfolioProject {
  const images = pictures(p);
  const category = `/images/categories/${p.tags[0]}.svg`;
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    // Uploaded pictures are named by their base path; the card asks for a stored width (lib/site/images.ts).
    image: images[0] ?? category,
    imageUrl: images[1] ?? images[0] ?? category,
    tags: p.tags,
    websiteUrl: p.websiteUrl,
    client: p.client,
    year: p.year,
    detailedDescription: p.detailedDescription,
    technologies: p.technologies,
    demoUrl: p.websiteUrl,
    features: p.features,
    achievements: p.achievements,
  };
}

/** The projects the site shows, in the agency's order; hidden ones are left out everywhere (and 404). */
export const visibleProjects = (content: SiteContent): PortfolioProject[] =>
  content.projects.filter((p) => !p.hidden).map(toPortfolioProject);

/** A project's gallery: its uploaded pictures (largest stored width), else document 000 §9's built-in ones. */
export function projectGallery(content: SiteContent, id: string): string[] | null {
  const p = content.projects.find((x) => x.id === id);
  if (!p || !p.images.length) return null;
  return p.images;
}

export const servicesOf = (content: SiteContent): ServiceCard[] =>
  SERVICES.map((s) => ({
    ...s,
    title: content.services[s.slug].title,
    description: content.services[s.slug].description,
  }));

export function servicePageOf(content: SiteContent, slug: ServiceSlug): ServicePage {
  const text = content.services[slug];
  return {
    ...SERVICE_PAGES[slug],
    title: text.pageTitle,
    subtitle: text.pageSubtitle,
    description: text.pageDescription,
  };
}

export const promoOf = (content: SiteContent): PromoSlide[] =>
  content.promo.map((slide, i) => ({ id: PROMO_SLIDES[i]?.id ?? `slide-${i + 1}`, ...slide }));
