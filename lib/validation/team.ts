import { z } from '@/lib/zod';
import { ROLES } from '@/lib/auth/roles';
import { m } from '@/lib/messages';
import { ZNewPassword } from './password';

/** D68: the forms of /equipe, /conta, the invitation and the password reset (shared with their actions). */
export const ZRole = z.enum(ROLES, m.common.invalidData);
const ZId = z.uuid(m.common.invalidData);
const ZEmail = z.string().trim().toLowerCase().pipe(z.email(m.auth.invalidEmail));

export const ZInvite = z.object({ email: ZEmail, role: ZRole });
export type TInvite = z.infer<typeof ZInvite>;
export const ZInviteId = z.object({ id: ZId });
export const ZMemberRole = z.object({ id: ZId, role: ZRole });
export const ZMemberActive = z.object({ id: ZId, active: z.boolean() });
export const ZTeamSettingsForm = z.object({ exigirDoisFatores: z.boolean() });

const ZToken = z.string().trim().min(16, m.common.invalidData).max(200, m.common.invalidData);

export const ZAcceptInvite = z
  .object({
    token: ZToken,
    name: z.string().trim().min(1, m.authExtra.inviteNameRequired).max(120),
    password: ZNewPassword,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: m.passwords.mismatch, path: ['confirm'] });
export type TAcceptInvite = z.input<typeof ZAcceptInvite>;

export const ZForgotPassword = z.object({ email: ZEmail });
export type TForgotPassword = z.infer<typeof ZForgotPassword>;

export const ZResetPassword = z
  .object({ token: ZToken, password: ZNewPassword, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: m.passwords.mismatch, path: ['confirm'] });
export type TResetPassword = z.input<typeof ZResetPassword>;

export const ZChangePassword = z
  .object({
    current: z.string().min(1, m.account.password.wrongCurrent).max(200),
    password: ZNewPassword,
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { message: m.passwords.mismatch, path: ['confirm'] });
export type TChangePassword = z.input<typeof ZChangePassword>;

export const ZTwoFactorPassword = z.object({ password: z.string().min(1, m.account.twoFactor.wrongPassword).max(200) });
export const ZTwoFactorCode = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, m.account.twoFactor.wrongCode),
});
export const ZSignInSecondFactor = z.object({
  code: z.string().trim().min(6, m.authExtra.twoFactorWrong).max(40, m.authExtra.twoFactorWrong),
  backup: z.boolean().default(false),
  from: z.string().max(2000).optional(),
});
export type TSignInSecondFactor = z.input<typeof ZSignInSecondFactor>;
export const ZSessionId = z.object({ id: ZId });
