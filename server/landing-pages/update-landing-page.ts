import 'server-only';
import { eq } from 'drizzle-orm';
import { m } from '@/lib/messages';
import type { Written } from '@/server/events/types';
import { ActionError } from '@/server/platform/action-error';
import type { Db } from '@/server/platform/db/client';
import { landingPages } from '@/server/platform/db/schema';
import {
  assertSlugFree,
  guardSlug,
  landingColumns,
  type LandingPageInput,
  type WrittenLandingPage,
} from './create-landing-page';

/**
 * Update by id with the editor's fields (decision D21). The owner stays the one who created it, so that a
 * colleague's edit does not move the page out of its owner's list. A changed slug travels in the event as
 * `previousSlug`, so that the old public path is revalidated with the new one.
 */
export async function updateLandingPage(
  db: Db,
  id: string,
  input: LandingPageInput,
): Promise<Written<WrittenLandingPage & { previousSlug: string }>> {
  const [current] = await db
    .select({ urlSlug: landingPages.urlSlug })
    .from(landingPages)
    .where(eq(landingPages.id, id))
    .for('update');
  if (!current) throw new ActionError(m.landingPages.validation.notFound);
  await assertSlugFree(db, input.urlSlug, id);
  const [row] = await guardSlug(() =>
    db
      .update(landingPages)
      .set({ ...landingColumns(input), updatedAt: new Date() })
      .where(eq(landingPages.id, id))
      .returning({ id: landingPages.id, urlSlug: landingPages.urlSlug }),
  );
  return {
    row: { ...row, previousSlug: current.urlSlug },
    events: [{ type: 'landingPage.updated', landingPageId: row.id, slug: row.urlSlug, previousSlug: current.urlSlug }],
  };
}
