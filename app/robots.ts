import type { MetadataRoute } from 'next';
import { siteUrl } from '@/lib/seo';

/**
 * Staff screens and the pages reached only by a link (proposals, charges, contracts,
 * signing, payment) are not for search engines (document 000 §2.9, D1). Published landing pages (/lp/)
 * are campaign pages meant to be found, so they stay open; an unpublished one answers 404 with noindex.
 */
export const DISALLOWED_PATHS = [
  '/auth',
  '/login',
  '/api/',
  '/clientes',
  '/projetos',
  '/projeto/*/editar',
  '/proposta/',
  '/propostas',
  '/contratos',
  '/contrato/',
  '/assinaturas',
  '/cobrancas',
  '/pagamentos',
  '/landing-pages',
  '/landing-page/',
  '/contatos',
  '/c/',
  '/p/',
  '/assinar/',
  '/verificacao/',
  '/pagamento',
];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: DISALLOWED_PATHS }],
    sitemap: siteUrl('/sitemap.xml'),
  };
}
