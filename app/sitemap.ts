import type { MetadataRoute } from 'next';
import { PORTFOLIO } from '@/content/portfolio';
import { SERVICES } from '@/content/services';
import { siteUrl } from '@/lib/seo';

/** Every indexable public page: home, recent works, the six service pages, the 21 projects. */
export default function sitemap(): MetadataRoute.Sitemap {
  return [
    { url: siteUrl('/'), changeFrequency: 'monthly', priority: 1 },
    { url: siteUrl('/recentes'), changeFrequency: 'monthly', priority: 0.7 },
    ...SERVICES.map((s) => ({ url: siteUrl(s.href), changeFrequency: 'monthly' as const, priority: 0.9 })),
    ...PORTFOLIO.map((p) => ({ url: siteUrl(`/projeto/${p.id}`), changeFrequency: 'yearly' as const, priority: 0.6 })),
  ];
}
