import 'server-only';
import { readSiteContent, SITE_SECTION, type SiteContent } from '@/lib/site/content';
import { z } from '@/lib/zod';
import type { Written } from '@/server/events/types';
import type { Db } from '@/server/platform/db/client';
import { readSettings, writeSettings } from '@/server/settings/store';

/** The stored section, read against the documents' defaults part by part (lib/site/content.ts). */
const ZStoredSite = z.unknown().transform((value) => readSiteContent(value));

/** What staff screens and actions read: the database as it is now (the public pages read through the cache). */
export function loadSiteContent(db: Db): Promise<SiteContent> {
  return readSettings(db, SITE_SECTION, ZStoredSite);
}

/**
 * The one writer of the settings section `site` (D21, D105): the whole content, already validated by the
 * action's schema. Its event makes the effects table revalidate every public page that shows the content.
 */
export async function saveSiteContent(
  db: Db,
  content: SiteContent,
  userId: string | null,
): Promise<Written<SiteContent>> {
  return writeSettings(db, SITE_SECTION, ZStoredSite, content, userId);
}
