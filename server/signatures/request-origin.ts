import 'server-only';
import { headers } from 'next/headers';
import { clientIp } from '@/server/action';

/** The caller's address and browser, as the audit trail records them (D31, D38). */
export async function requestOrigin(): Promise<{ ip: string; userAgent: string | null }> {
  const h = await headers();
  return { ip: await clientIp(), userAgent: h.get('user-agent')?.slice(0, 500) ?? null };
}
