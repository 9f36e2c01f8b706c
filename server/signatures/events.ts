import 'server-only';
import { headers } from 'next/headers';
import { clientIp } from '@/server/platform/action';
import type { Origin } from './audit';

/** The caller's address and browser, as the audit trail records them. */
export async function requestOrigin(): Promise<{ ip: string; userAgent: string | null } & Origin> {
  const h = await headers();
  return { ip: await clientIp(), userAgent: h.get('user-agent')?.slice(0, 500) ?? null };
}
