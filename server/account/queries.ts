import 'server-only';
import { headers } from 'next/headers';
import { describeDevice } from '@/lib/auth/device';
import { getAuth } from '@/server/auth/auth';
import { getSession } from '@/server/auth/session';

export type MySession = {
  id: string;
  device: string | null;
  address: string | null;
  lastUsedAt: string;
  current: boolean;
};

/** D72: the person's own active sessions (better-auth's listSessions), without their tokens. */
export async function listMySessions(): Promise<MySession[]> {
  const me = await getSession();
  if (!me) return [];
  const auth = await getAuth();
  const sessions = await auth.api.listSessions({ headers: await headers() });
  return sessions
    .map((s) => ({
      id: s.id,
      device: describeDevice(s.userAgent),
      address: s.ipAddress ?? null,
      lastUsedAt: new Date(s.updatedAt).toISOString(),
      current: s.id === me.sessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastUsedAt.localeCompare(a.lastUsedAt));
}
