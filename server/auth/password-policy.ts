import 'server-only';
import type { z } from 'zod';
import { isCommonPassword } from '@/lib/auth/common-passwords';
import { m } from '@/lib/messages';

/**
 * The form's schema plus the server-only rule of D70: the new password (`password` field) is not
 * a common leaked one. Used as the action's schema, so the refusal comes back as that field's error.
 */
export function withPasswordPolicy<S extends z.ZodType<{ password: string }>>(schema: S) {
  return schema.superRefine((value, ctx) => {
    if (isCommonPassword(value.password))
      ctx.addIssue({ code: 'custom', message: m.passwords.common, path: ['password'] });
  });
}
