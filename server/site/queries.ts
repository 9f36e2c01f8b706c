import 'server-only';
import { getDb } from '@/server/platform/db/client';
import { loadSiteContent } from './save-site-content';

/** The site's saved content for its settings screens (pages never take the handle, D151). */
export async function readSavedSiteContent() {
  return loadSiteContent(await getDb());
}
