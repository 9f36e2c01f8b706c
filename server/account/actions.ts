'use server';

import { APIError } from 'better-auth/api';
import { headers } from 'next/headers';
import QRCode from 'qrcode';
import { z } from 'zod';
import { m } from '@/lib/messages';
import { ZChangePassword, ZSessionId, ZTwoFactorCode, ZTwoFactorPassword } from '@/lib/validation/team';
import { ActionError, staffAction } from '@/server/action';
import { getAuth } from '@/server/auth/auth';
import { withPasswordPolicy } from '@/server/auth/password-policy';

/**
 * /conta (D70–D72): every staff member's own account. These stay open when the owner requires
 * two-factor and it is not on yet (that is where one turns it on). better-auth holds its own database
 * handle, so none of them runs in the wrapper's transaction.
 */
const t = m.account;
const own = { role: 'member', allowWithoutTwoFactor: true, transaction: false } as const;

function isBadRequest(error: unknown): boolean {
  return error instanceof APIError && (error.statusCode === 400 || error.statusCode === 401);
}

/** Current password required; the other sessions end (better-auth `revokeOtherSessions`). */
export const changePassword = staffAction(
  {
    ...own,
    name: 'account.changePassword',
    schema: withPasswordPolicy(ZChangePassword),
    errorMessage: t.password.error,
  },
  async ({ current, password }, { user, emit }) => {
    const auth = await getAuth();
    try {
      await auth.api.changePassword({
        body: { currentPassword: current, newPassword: password, revokeOtherSessions: true },
        headers: await headers(),
      });
    } catch (error) {
      if (isBadRequest(error)) throw new ActionError(t.password.wrongCurrent);
      throw error;
    }
    emit([{ type: 'account.changed', userId: user.id }]);
    return null;
  },
);

/**
 * First step of turning two-factor on: better-auth makes the secret and the backup codes; the person scans
 * the QR code and confirms with a code (confirmTwoFactor) before it takes effect.
 */
export const startTwoFactor = staffAction(
  { ...own, name: 'account.startTwoFactor', schema: ZTwoFactorPassword, errorMessage: t.twoFactor.error },
  async ({ password }, { user, emit }) => {
    const auth = await getAuth();
    try {
      const result = await auth.api.enableTwoFactor({ body: { password }, headers: await headers() });
      if (!('totpURI' in result) || !result.totpURI) throw new Error('no TOTP URI');
      const secret = new URL(result.totpURI).searchParams.get('secret') ?? '';
      const qrSvg = await QRCode.toString(result.totpURI, { type: 'svg', margin: 1 });
      emit([{ type: 'account.changed', userId: user.id }]);
      return { totpURI: result.totpURI, secret, qrSvg, backupCodes: result.backupCodes ?? [] };
    } catch (error) {
      if (isBadRequest(error)) throw new ActionError(t.twoFactor.wrongPassword);
      throw error;
    }
  },
);

export const confirmTwoFactor = staffAction(
  { ...own, name: 'account.confirmTwoFactor', schema: ZTwoFactorCode, errorMessage: t.twoFactor.error },
  async ({ code }, { user, emit }) => {
    const auth = await getAuth();
    try {
      await auth.api.verifyTOTP({ body: { code }, headers: await headers() });
    } catch (error) {
      if (isBadRequest(error)) throw new ActionError(t.twoFactor.wrongCode);
      throw error;
    }
    emit([{ type: 'account.changed', userId: user.id }]);
    return null;
  },
);

export const disableTwoFactor = staffAction(
  { ...own, name: 'account.disableTwoFactor', schema: ZTwoFactorPassword, errorMessage: t.twoFactor.error },
  async ({ password }, { user, emit }) => {
    const auth = await getAuth();
    try {
      await auth.api.disableTwoFactor({ body: { password }, headers: await headers() });
    } catch (error) {
      if (isBadRequest(error)) throw new ActionError(t.twoFactor.wrongPassword);
      throw error;
    }
    emit([{ type: 'account.changed', userId: user.id }]);
    return null;
  },
);

/** Ends one of the person's own sessions, named by id (tokens never reach the page). */
export const endSession = staffAction(
  { ...own, name: 'account.endSession', schema: ZSessionId, errorMessage: t.sessions.error },
  async ({ id }, { user, emit }) => {
    const auth = await getAuth();
    const requestHeaders = await headers();
    const sessions = await auth.api.listSessions({ headers: requestHeaders });
    const target = sessions.find((s) => s.id === id);
    if (!target) throw new ActionError(t.sessions.error);
    await auth.api.revokeSession({ body: { token: target.token }, headers: requestHeaders });
    emit([{ type: 'account.changed', userId: user.id }]);
    return null;
  },
);

export const endOtherSessions = staffAction(
  { ...own, name: 'account.endOtherSessions', schema: z.undefined().or(z.object({})), errorMessage: t.sessions.error },
  async (_input, { user, emit }) => {
    const auth = await getAuth();
    await auth.api.revokeOtherSessions({ headers: await headers() });
    emit([{ type: 'account.changed', userId: user.id }]);
    return null;
  },
);
