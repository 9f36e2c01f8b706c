import 'server-only';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { getDb } from '@/server/platform/db/client';
import { user } from '@/server/platform/db/schema';

/**
 * better-auth `databaseHooks.session.create.before`: a disabled account gets no session, whatever the
 * path (password, second factor, reset). Thrown as 401 so the sign-in answers "Email ou senha incorretos."
 * (document 000 §5) without telling that the account exists.
 */
export async function refuseDisabledSession(session: { userId: string }) {
  const db = await getDb();
  const [row] = await db.select({ disabledAt: user.disabledAt }).from(user).where(eq(user.id, session.userId));
  if (!row || row.disabledAt) throw new APIError('UNAUTHORIZED', { message: 'Account disabled' });
}

/** `session.create.after`: the last sign-in shown on /equipe. */
export async function rememberSignIn(session: { userId: string }) {
  const db = await getDb();
  await db.update(user).set({ lastSignInAt: now() }).where(eq(user.id, session.userId));
}
