import 'server-only';
import { and, eq } from 'drizzle-orm';
import { cache } from 'react';
import { coerceConteudo } from '@/lib/landing-pages/content';
import { getDb } from '@/server/platform/db/client';
import { landingPages } from '@/server/platform/db/schema';

/**
 * /lp/{slug} (document 001 §2.15, §7): a publicada page by its slug, reading only what the page shows
 * (D9): no counters, no owner. Deduplicated between the metadata and the page of one render.
 */
export const getPublicLandingPage = cache(async (slug: string) => {
  if (slug.length > 80) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      nome: landingPages.nome,
      urlSlug: landingPages.urlSlug,
      descricao: landingPages.descricao,
      templateUsado: landingPages.templateUsado,
      conteudo: landingPages.conteudo,
      corPrimaria: landingPages.corPrimaria,
      corSecundaria: landingPages.corSecundaria,
      fonte: landingPages.fonte,
    })
    .from(landingPages)
    .where(and(eq(landingPages.urlSlug, slug), eq(landingPages.status, 'publicada')));
  return row ? { ...row, conteudo: coerceConteudo(row.conteudo) } : null;
});
export type PublicLandingPage = NonNullable<Awaited<ReturnType<typeof getPublicLandingPage>>>;
