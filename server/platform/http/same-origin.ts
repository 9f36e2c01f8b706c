import 'server-only';
import { env } from '@/server/platform/env';

/** Server actions check the origin themselves; a route handler that staff post to must: no post from another site's form. */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  try {
    const from = new URL(origin).host;
    return from === host || from === new URL(env.appUrl).host;
  } catch {
    return false;
  }
}
