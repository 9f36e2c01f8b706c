'use server';

import { APIError } from 'better-auth/api';
import { headers } from 'next/headers';
import { z } from 'zod';
import { limitKey } from '@/lib/client-address';
import { m } from '@/lib/messages';
import { safeFrom } from '@/lib/routes';
import { failureDelayMs, lockoutMessage, SIGN_IN_LIMITS } from '@/lib/sign-in-limits';
import { ZSignIn } from '@/lib/validation/auth';
import { ActionError, publicAction, staffAction } from '@/server/action';
import { clearHits, hit, minutesLeft, release } from '@/server/platform/rate-limit';
import { authHeaders, getAuth } from './auth';
import { isKnownDevice, rememberDevice } from './device-cookie';
import { afterPasswordStep } from './second-factor';

const ZSignInAction = ZSignIn.extend({ from: z.string().max(2000).optional() });

const L = SIGN_IN_LIMITS;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sign-in (document 000 §2.4, §5, §8). Answers where to go next. D40: each attempt is
 * reserved (counted atomically) BEFORE the password is compared, so parallel guesses cannot all read
 * an old count; a successful sign-in gives its reservation back. Limits: lib/sign-in-limits.ts.
 */
export const signIn = publicAction(
  {
    name: 'signIn',
    schema: ZSignInAction,
    errorMessage: m.auth.signInErrorText,
    transaction: false,
    rateLimit: { limit: 60, windowMs: 60_000 },
  },
  async ({ email, password, from }, { ip }) => {
    const where = limitKey(ip);
    const pairKey = `login:pair:${email}:${where}`;
    const addressKey = `login:ip:${where}`;
    const emailKey = `login:email:${email}`;
    const [pair, address] = await Promise.all([
      hit(pairKey, L.perEmailAndAddress.windowMs),
      hit(addressKey, L.perAddress.windowMs),
    ]);
    if (pair > L.perEmailAndAddress.limit)
      throw new ActionError(lockoutMessage(minutesLeft(L.perEmailAndAddress.windowMs)));
    if (address > L.perAddress.limit) throw new ActionError(lockoutMessage(minutesLeft(L.perAddress.windowMs)));
    // Only attempts that pass the per-address limits count towards the e-mail's cap, so one address
    // hammering an account cannot use it up for the person signing in from elsewhere; and a browser that
    // signed in to this account before is not held by that cap at all (server/auth/device-cookie.ts).
    const knownDevice = await isKnownDevice(email);
    if (!knownDevice && (await hit(emailKey, L.perEmail.windowMs)) > L.perEmail.limit)
      throw new ActionError(lockoutMessage(minutesLeft(L.perEmail.windowMs)));
    const auth = await getAuth();
    let result: unknown;
    try {
      result = await auth.api.signInEmail({ body: { email, password }, headers: await authHeaders(ip) });
    } catch (error) {
      if (error instanceof APIError && (error.statusCode === 401 || error.statusCode === 400)) {
        await sleep(failureDelayMs(pair));
        throw new ActionError(m.auth.wrongCredentials);
      }
      throw error;
    }
    await Promise.all([
      clearHits(pairKey, L.perEmailAndAddress.windowMs),
      release(addressKey, L.perAddress.windowMs),
      knownDevice ? null : release(emailKey, L.perEmail.windowMs),
      rememberDevice(email),
    ]);
    return { redirectTo: afterPasswordStep(result, safeFrom(from)) };
  },
);

/** Sign-out from the back-office header (document 000 §2.5). */
export const signOut = staffAction(
  {
    name: 'signOut',
    role: 'member',
    schema: z.undefined().or(z.object({})),
    errorMessage: m.auth.signOutErrorText,
    transaction: false,
  },
  async () => {
    const auth = await getAuth();
    await auth.api.signOut({ headers: await headers() });
    return null;
  },
);
