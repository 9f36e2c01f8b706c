import 'server-only';
import { revalidatePath, revalidateTag } from 'next/cache';
import { env } from '@/server/platform/env';
import { backgroundSecret } from './internal-secret';

/** A built server answers at once; `next dev` compiles the route on its first call, which takes a while. */
const BACKGROUND_TIMEOUT_MS = process.env.NODE_ENV === 'development' ? 180_000 : 5_000;

/**
 * Inside a Next request (an action, a route handler): Next keeps the paths and tags and applies them when the
 * request ends. Tags expire now (not stale-while-revalidate), so the writer's next read sees its write; `layouts`
 * are revalidated with every page under them. Only the event dispatcher (server/events/dispatch.ts) calls this:
 * every write's revalidation is the effects table's (D154).
 */
export function revalidateInRequest(
  paths: readonly string[],
  tags: readonly string[] = [],
  layouts: readonly string[] = [],
): void {
  for (const path of paths) revalidatePath(path);
  for (const layout of layouts) revalidatePath(layout, 'layout');
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

/**
 * Outside a request (the job worker), Next cannot revalidate: the worker asks the app's internal route to do it,
 * with CRON_SECRET or the in-process worker's own secret. Without either (tests, a worker with no way to reach the
 * app), the pages keep their time-based expiry and the staff screens their data version.
 */
export async function revalidateFromBackground(
  paths: readonly string[],
  tags: readonly string[] = [],
  layouts: readonly string[] = [],
): Promise<void> {
  if (paths.length === 0 && tags.length === 0 && layouts.length === 0) return;
  const secret = backgroundSecret();
  if (!secret) return;
  const response = await fetch(`${env.appUrl}/api/cron?revalidar=caminhos`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ paths, tags, layouts }),
    signal: AbortSignal.timeout(BACKGROUND_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`revalidação pelo worker: HTTP ${response.status}`);
}
