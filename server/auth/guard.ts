import 'server-only';
import { getSession, type StaffUser } from './session';

export class UnauthorizedError extends Error {
  constructor() {
    super('Acesso restrito à equipe.');
    this.name = 'UnauthorizedError';
  }
}

/** For staff queries: they check the session themselves (D2) instead of trusting their caller. */
export async function assertStaff(): Promise<StaffUser> {
  const session = await getSession();
  if (!session) throw new UnauthorizedError();
  return session.user;
}
