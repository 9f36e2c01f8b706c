'use server';

import { APIError } from 'better-auth/api';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { now } from '@/lib/clock';
import { m } from '@/lib/messages';
import { safeFrom } from '@/lib/routes';
import { ZAcceptInvite, ZForgotPassword, ZResetPassword, ZSignInSecondFactor } from '@/lib/validation/team';
import { ActionError, publicAction } from '@/server/action';
import { convites } from '@/server/platform/db/schema';
import { hashToken } from '@/server/team/invitations';
import { createStaffUser } from '@/server/users/create-user';
import { authHeaders, getAuth } from './auth';
import { afterPasswordStep } from './second-factor';
import { withPasswordPolicy } from './password-policy';

/**
 * The signed-out side of accounts (D69–D71): forgotten password, reset link, invitation link, second sign-in factor.
 * All public (no session), rate limited per caller; better-auth keeps its own handle, so no transaction.
 */
const a = m.authExtra;
const LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

/** Same answer whether or not the e-mail has an account (better-auth's requestPasswordReset). */
export const requestPasswordReset = publicAction(
  { name: 'auth.forgot', schema: ZForgotPassword, errorMessage: a.error, transaction: false, rateLimit: LIMIT },
  async ({ email }) => {
    const auth = await getAuth();
    await auth.api.requestPasswordReset({ body: { email } });
    return null;
  },
);

/** A reset link works once and for 1 hour; every session of the account ends (revokeSessionsOnPasswordReset). */
export const resetPassword = publicAction(
  {
    name: 'auth.reset',
    schema: withPasswordPolicy(ZResetPassword),
    errorMessage: a.error,
    transaction: false,
    rateLimit: LIMIT,
  },
  async ({ token, password }) => {
    const auth = await getAuth();
    try {
      await auth.api.resetPassword({ body: { token, newPassword: password } });
    } catch (error) {
      if (error instanceof APIError && error.statusCode === 400) throw new ActionError(a.resetInvalid);
      throw error;
    }
    return null;
  },
);

/**
 * Accepting an invitation: the link is claimed first in one statement (single use even under a double
 * click), then the account is made with the invited role; a failure gives the link back.
 */
export const acceptInvite = publicAction(
  {
    name: 'auth.acceptInvite',
    schema: withPasswordPolicy(ZAcceptInvite),
    errorMessage: a.error,
    transaction: false,
    rateLimit: LIMIT,
  },
  async ({ token, name, password }, { db, ip }) => {
    const [claimed] = await db
      .update(convites)
      .set({ aceitoEm: now() })
      .where(
        and(
          eq(convites.tokenHash, hashToken(token)),
          isNull(convites.aceitoEm),
          isNull(convites.revogadoEm),
          gt(convites.expiraEm, now()),
        ),
      )
      .returning();
    if (!claimed) throw new ActionError(a.inviteInvalid);
    try {
      const created = await createStaffUser({ email: claimed.email, password, name, role: claimed.role as 'member' });
      await db.update(convites).set({ usuarioId: created.id }).where(eq(convites.id, claimed.id));
    } catch (error) {
      await db.update(convites).set({ aceitoEm: null }).where(eq(convites.id, claimed.id));
      if (error instanceof Error && error.message.startsWith('Já existe'))
        throw new ActionError(m.team.invite.alreadyMember);
      throw error;
    }
    // D269: the new member has just chosen the password; asking for it again on the sign-in page is a second
    // sign-in for nothing. The session starts here, as the sign-in form's would; should it fail, the account stands
    // and the form sends the member to sign in.
    try {
      const auth = await getAuth();
      const result = await auth.api.signInEmail({
        body: { email: claimed.email, password },
        headers: await authHeaders(ip),
      });
      return { email: claimed.email, redirectTo: afterPasswordStep(result, safeFrom(null)) };
    } catch {
      return { email: claimed.email, redirectTo: '/auth' };
    }
  },
);

/**
 * The second step of a two-factor sign-in (D71): better-auth's signed two-factor cookie from the
 * password step names the person; a TOTP code or a single-use backup code finishes the sign-in.
 */
export const verifySecondFactor = publicAction(
  {
    name: 'auth.secondFactor',
    schema: ZSignInSecondFactor,
    errorMessage: a.error,
    transaction: false,
    rateLimit: { limit: 20, windowMs: 15 * 60 * 1000 },
  },
  async ({ code, backup, from }, { ip }) => {
    const auth = await getAuth();
    const requestHeaders = await authHeaders(ip);
    try {
      if (backup) await auth.api.verifyBackupCode({ body: { code }, headers: requestHeaders });
      else await auth.api.verifyTOTP({ body: { code }, headers: requestHeaders });
    } catch (error) {
      if (error instanceof APIError && error.body?.code === 'INVALID_TWO_FACTOR_COOKIE')
        throw new ActionError(a.twoFactorExpired);
      if (error instanceof APIError && (error.statusCode === 400 || error.statusCode === 401))
        throw new ActionError(a.twoFactorWrong);
      throw error;
    }
    return { redirectTo: safeFrom(from) };
  },
);
