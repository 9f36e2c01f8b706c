import type { MetadataRoute } from 'next';
import { SERVICES } from '@/content/services';
import { siteUrl } from '@/lib/seo';
import { visibleProjects } from '@/lib/site/public';
import { getSiteContent } from '@/server/site/read-site-content';

/** Every indexable public page: home, recent works, the six service pages, the visible projects. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const projects = visibleProjects(await getSiteContent());
  return [
    { url: siteUrl('/'), changeFrequency: 'monthly', priority: 1 },
    { url: siteUrl('/recentes'), changeFrequency: 'monthly', priority: 0.7 },
    ...SERVICES.map((s) => ({ url: siteUrl(s.href), changeFrequency: 'monthly' as const, priority: 0.9 })),
    ...projects.map((p) => ({ url: siteUrl(`/projeto/${p.id}`), changeFrequency: 'yearly' as const, priority: 0.6 })),
  ];
}
