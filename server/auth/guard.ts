import 'server-only';
import { hasRole, type Role } from '@/lib/auth/roles';
import { getSession, type StaffUser } from './session';

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
