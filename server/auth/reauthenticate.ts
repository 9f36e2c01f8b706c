import 'server-only';
import { APIError } from 'better-auth/api';
import { headers } from 'next/headers';
import { m } from '@/lib/messages';
import { ActionError } from '@/server/platform/action-error';
import { hit, release } from '@/server/platform/rate-limit';
import { getAuth } from './auth';
import type { StaffUser } from './session';

const t = m.protectedChanges.errors;
const WINDOW_MS = 15 * 60 * 1000;
const ATTEMPTS = 10;

/**
 * D181: a signed-in person proves again that it is them before a change that redirects money or notices: the
 * authenticator's code when they have two-factor on (the stronger factor, and the password alone would let a
 * stolen password do what the session already does), else the password. Checked by better-auth against the
 * session of this request. Each attempt is reserved before the comparison (as the sign-in does, D40), 10 per
 * 15 minutes per person; a right answer gives its reservation back. Throws the Portuguese refusal. Must not run
 * inside a transaction (better-auth and the limiter use their own handle).
 */
export async function reauthenticate(user: StaffUser, answer: string | undefined): Promise<void> {
  const secret = answer?.trim() ?? '';
  if (!secret) throw new ActionError(user.twoFactorEnabled ? t.codeRequired : t.passwordRequired);
  const key = `reauth:${user.id}`;
  if ((await hit(key, WINDOW_MS)) > ATTEMPTS) throw new ActionError(t.tooMany);
  const auth = await getAuth();
  const requestHeaders = await headers();
  try {
    if (user.twoFactorEnabled) await auth.api.verifyTOTP({ body: { code: secret }, headers: requestHeaders });
    else await auth.api.verifyPassword({ body: { password: secret }, headers: requestHeaders });
  } catch (error) {
    if (error instanceof APIError && [400, 401, 403].includes(Number(error.statusCode)))
      throw new ActionError(user.twoFactorEnabled ? t.wrongCode : t.wrongPassword);
    throw error;
  }
  await release(key, WINDOW_MS);
}
