import 'server-only';
import { hasRole, type Role } from '@/lib/auth/roles';
import { m } from '@/lib/messages';
import { checkStaff, getSession, type StaffUser } from './session';

export class UnauthorizedError extends Error {
  constructor() {
    super('Acesso restrito à equipe.');
    this.name = 'UnauthorizedError';
  }
}

/**
 * For staff queries: they check the session themselves (D2) instead of trusting their caller, and the
 * role when the data is not for every member (D68).
 */
export async function assertStaff(role: Role = 'member'): Promise<StaffUser> {
  const session = await getSession();
  if (!session || !hasRole(session.user.role, role)) throw new UnauthorizedError();
  return session.user;
}

const ROUTE_REFUSALS = {
  'signed-out': { status: 401, text: 'Acesso restrito à equipe.' },
  forbidden: { status: 403, text: m.team.errors.forbidden },
  'two-factor': { status: 403, text: m.team.errors.twoFactorRequired },
  unavailable: { status: 503, text: m.resilience.unavailable },
} as const;

/**
 * For staff route handlers (the contract PDF, private files, uploads): the same guard as pages and actions
 * (checkStaff: session, role, the owner's two-factor rule), answered as a plain-text response when it refuses.
 */
export async function staffRoute(
  role: Role = 'member',
): Promise<{ ok: true; user: StaffUser } | { ok: false; response: Response; reason: keyof typeof ROUTE_REFUSALS }> {
  const check = await checkStaff(role);
  if (check.ok) return check;
  const { status, text } = ROUTE_REFUSALS[check.reason];
  const headers: Record<string, string> = {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'private, no-store',
    ...(status === 503 ? { 'Retry-After': '5' } : {}),
  };
  return { ok: false, reason: check.reason, response: new Response(text, { status, headers }) };
}
