import type { Metadata } from 'next';

/** Public origin for absolute links (canonical, Open Graph, JSON-LD); the same value as metadataBase. */
export function siteUrl(path = '/'): string {
  // Pending (D152): lib/ should take the origin as a value; 26 metadata callers still call this without one.
  // eslint-disable-next-line no-restricted-syntax
  const origin = (process.env.APP_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '');
  return `${origin}${path === '/' ? '/' : path}`;
}

export const OG_IMAGE = {
  url: '/images/og.png',
  width: 1200,
  height: 630,
  alt: 'Agência Digital: sites, lojas virtuais e sistemas web',
};

/** Title, description, canonical and Open Graph (pt_BR, with an image) for a public page. */
export function pageMetadata({
  path,
  title,
  description,
  type = 'website',
}: {
  path: string;
  title: string | { absolute: string };
  description: string;
  type?: 'website' | 'article';
}): Metadata {
  const plain = typeof title === 'string' ? title : title.absolute;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type,
      locale: 'pt_BR',
      url: path,
      siteName: 'Agência Digital',
      title: plain,
      description,
      images: [OG_IMAGE],
    },
    twitter: { card: 'summary_large_image', title: plain, description, images: [OG_IMAGE.url] },
  };
}
