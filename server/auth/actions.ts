'use server';

import { APIError } from 'better-auth/api';
import { headers } from 'next/headers';
import { z } from 'zod';
import { fill, m } from '@/lib/messages';
import { safeFrom } from '@/lib/routes';
import { ZSignIn } from '@/lib/validation/auth';
import { ActionError, publicAction, staffAction } from '@/server/action';
import { clearHits, countHits, hit, minutesLeft } from '@/server/rate-limit';
import { getAuth } from './auth';
import { afterPasswordStep } from './second-factor';

/** Failed sign-ins allowed per e-mail (and, more loosely, per address) before a pause. */
const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_IP = 30;

const ZSignInAction = ZSignIn.extend({ from: z.string().max(2000).optional() });

/** Sign-in (document 000 §2.4, §5, §8). Answers where to go next. */
export const signIn = publicAction(
  {
    name: 'signIn',
    schema: ZSignInAction,
    errorMessage: m.auth.signInErrorText,
    transaction: false,
    rateLimit: { limit: 60, windowMs: 60_000 },
  },
  async ({ email, password, from }, { ip }) => {
    const emailKey = `login-fail:email:${email}`;
    const ipKey = `login-fail:ip:${ip}`;
    const [emailFailures, ipFailures] = await Promise.all([
      countHits(emailKey, LOCKOUT_WINDOW_MS),
      countHits(ipKey, LOCKOUT_WINDOW_MS),
    ]);
    if (emailFailures >= MAX_FAILURES_PER_EMAIL || ipFailures >= MAX_FAILURES_PER_IP) {
      throw new ActionError(fill(m.auth.lockedOut, { minutes: minutesLeft(LOCKOUT_WINDOW_MS) }));
    }
    const auth = await getAuth();
    let result: unknown;
    try {
      result = await auth.api.signInEmail({ body: { email, password }, headers: await headers() });
    } catch (error) {
      if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400)) {
        await Promise.all([hit(emailKey, LOCKOUT_WINDOW_MS), hit(ipKey, LOCKOUT_WINDOW_MS)]);
        throw new ActionError(m.auth.wrongCredentials);
      }
      throw error;
    }
    await clearHits(emailKey, LOCKOUT_WINDOW_MS);
    return { redirectTo: afterPasswordStep(result, safeFrom(from)) };
  },
);

/** Sign-out from the back-office header (document 000 §2.5). */
export const signOut = staffAction(
  { name: 'signOut', role: 'member', schema: z.undefined().or(z.object({})), errorMessage: m.auth.signOutErrorText, transaction: false },
  async () => {
    const auth = await getAuth();
    await auth.api.signOut({ headers: await headers() });
    return null;
  },
);
