import 'server-only';
import { revalidatePath } from 'next/cache';
import { touchesOverview } from '@/lib/overview/invalidation';
import { revalidateOverview } from '@/server/overview/cache';

/**
 * After a write has committed: refreshes the pages that show what changed and, when those are screens whose
 * data /painel aggregates, the overview's cached aggregate too. Every write path calls this one function (the
 * action wrapper, payment confirmation, contract signing), so a new action cannot forget the overview.
 */
export function revalidatePaths(paths: readonly string[]): void {
  for (const path of paths) revalidatePath(path);
  if (touchesOverview(paths)) revalidateOverview();
}
