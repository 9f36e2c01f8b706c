import 'server-only';
import { eq } from 'drizzle-orm';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { SITE_CONTENT_TAG } from '@/lib/site/cache-tags';
import { readSiteContent, SITE_SECTION, type SiteContent } from '@/lib/site/content';
import { type Db, getDb } from '@/server/platform/db/client';
import { configuracoes } from '@/server/platform/db/schema';

const DAY = 86_400;

/** The stored section as the public pages' cache keeps it (raw: read against the defaults after the cache). */
export async function storedSiteValue(db: Db): Promise<unknown> {
  const [row] = await db
    .select({ valor: configuracoes.valor })
    .from(configuracoes)
    .where(eq(configuracoes.secao, SITE_SECTION));
  return row?.valor ?? null;
}

const stored = unstable_cache(async (): Promise<unknown> => storedSiteValue(await getDb()), ['site-content'], {
  tags: [SITE_CONTENT_TAG],
  revalidate: DAY,
});

/**
 * `next build` never opens the database (STACK-NOTES 2, 4): it renders the documents' defaults and marks those
 * pages stale after a second, so that a deployed server renders them again from the database on their first visit.
 */
const atBuild = unstable_cache(async (): Promise<unknown> => null, ['site-content-build'], {
  tags: [SITE_CONTENT_TAG],
  revalidate: 1,
});

/**
 * The public site's content for the public pages (D105): kept in Next's data cache under SITE_CONTENT_TAG, which
 * every page reading it carries; a save emits `settings.updated` (section `site`) and the effects table revalidates
 * the tag. Deduplicated within one render.
 */
export const getSiteContent = cache(async (): Promise<SiteContent> => {
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  return readSiteContent(building ? await atBuild() : await stored());
});
