import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { signInPath } from '@/lib/routes';
import { getAuth } from './auth';

export type StaffUser = { id: string; name: string; email: string };

/** The signed-in staff member, checked against the sessions table (not just the cookie). */
export const getSession = cache(async (): Promise<{ user: StaffUser } | null> => {
  // Headers first: it marks the page dynamic before anything opens the database (build-time safety).
  const requestHeaders = await headers();
  const auth = await getAuth();
  const result = await auth.api.getSession({ headers: requestHeaders });
  if (!result) return null;
  return { user: { id: result.user.id, name: result.user.name, email: result.user.email } };
});

/**
 * DECISIONS D2: every staff page calls this itself. The proxy's redirect is a convenience; this is
 * the check that matters.
 */
export async function requireStaff(from: string): Promise<StaffUser> {
  const session = await getSession();
  if (!session) redirect(signInPath(from));
  return session.user;
}
