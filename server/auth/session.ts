import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { pageRole } from '@/lib/auth/page-roles';
import { hasRole, ROLES, type Role } from '@/lib/auth/roles';
import { signInPath } from '@/lib/routes';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '@/server/platform/db/errors';
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

/** Why a caller is not let in: no session, a role below the need, two-factor required and off, the database away. */
export type StaffRefusal = 'signed-out' | 'forbidden' | 'two-factor' | 'unavailable';
export type StaffCheck = { ok: true; user: StaffUser } | { ok: false; reason: StaffRefusal };

/**
 * The one staff guard (D2, D68, D71): a live session, the role, then the owner's "require two-factor" rule, which
 * leaves only the account pages (/conta, where it is turned on) open. Pages (requireStaff), route handlers
 * (server/auth/guard.ts `staffRoute`) and staff actions (server/action.ts) all ask it.
 */
export async function checkStaff(role: Role, options: { allowWithoutTwoFactor?: boolean } = {}): Promise<StaffCheck> {
  try {
    const session = await getSession();
    if (!session) return { ok: false, reason: 'signed-out' };
    if (!hasRole(session.user.role, role)) return { ok: false, reason: 'forbidden' };
    if (!options.allowWithoutTwoFactor && (await twoFactorMissing(session.user)))
      return { ok: false, reason: 'two-factor' };
    return { ok: true, user: session.user };
  } catch (error) {
    if (isDatabaseUnavailable(error)) return { ok: false, reason: 'unavailable' };
    throw error;
  }
}

/** Where a person who must turn two-factor on is sent. */
export const TWO_FACTOR_SETUP_PATH = `${ACCOUNT_PATH}?doisFatores=obrigatorio`;

/**
 * DECISIONS D2: every staff page calls this itself. The proxy's redirect is a convenience; this is
 * the check that matters. The role is the page's own (lib/auth/page-roles.ts) unless one is given.
 */
export async function requireStaff(from: string, role: Role = pageRole(from)): Promise<StaffUser> {
  // D71: when the owner requires two-factor, a person without it can only reach /conta to turn it on.
  const check = await checkStaff(role, { allowWithoutTwoFactor: from.startsWith(ACCOUNT_PATH) });
  if (check.ok) return check.user;
  if (check.reason === 'signed-out') redirect(signInPath(from));
  if (check.reason === 'forbidden') redirect(NO_ACCESS_PATH);
  if (check.reason === 'two-factor') redirect(TWO_FACTOR_SETUP_PATH);
  // The error page of the segment answers; the proxy gives the 503 page while the database is away.
  throw new DatabaseUnavailableError('the staff session could not be read');
}
