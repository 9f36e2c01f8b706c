import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { pageRole } from '@/lib/auth/page-roles';
import { hasRole, ROLES, type Role } from '@/lib/auth/roles';
import { signInPath } from '@/lib/routes';
import { getAuth } from './auth';
import { twoFactorMissing } from './team-policy';

export type StaffUser = { id: string; name: string; email: string; role: Role; twoFactorEnabled: boolean };

/** Where a signed-in person lands when their role does not reach a page (D68). */
export const NO_ACCESS_PATH = '/sem-acesso';
export const ACCOUNT_PATH = '/conta';

function asRole(value: unknown): Role {
  return ROLES.includes(value as Role) ? (value as Role) : 'member';
}

/**
 * The signed-in staff member, checked against the sessions table (not just the cookie), with their role.
 * A disabled account has no session: its sessions are deleted when it is disabled, and one that slipped
 * through (a race) is refused here too.
 */
export const getSession = cache(async (): Promise<{ user: StaffUser; sessionId: string } | null> => {
  // Headers first: it marks the page dynamic before anything opens the database (build-time safety).
  const requestHeaders = await headers();
  const auth = await getAuth();
  const result = await auth.api.getSession({ headers: requestHeaders, query: { disableCookieCache: true } });
  if (!result || result.user.disabledAt) return null;
  const { id, name, email, role, twoFactorEnabled } = result.user;
  return {
    user: { id, name, email, role: asRole(role), twoFactorEnabled: Boolean(twoFactorEnabled) },
    sessionId: result.session.id,
  };
});

/**
 * DECISIONS D2: every staff page calls this itself. The proxy's redirect is a convenience; this is
 * the check that matters. The role is the page's own (lib/auth/page-roles.ts) unless one is given.
 */
export async function requireStaff(from: string, role: Role = pageRole(from)): Promise<StaffUser> {
  const session = await getSession();
  if (!session) redirect(signInPath(from));
  if (!hasRole(session.user.role, role)) redirect(NO_ACCESS_PATH);
  // D71: when the owner requires two-factor, a person without it can only reach /conta to turn it on.
  if (!from.startsWith(ACCOUNT_PATH) && (await twoFactorMissing(session.user)))
    redirect(`${ACCOUNT_PATH}?doisFatores=obrigatorio`);
  return session.user;
}
