import { z } from '@/lib/zod';
import { m } from '@/lib/messages';

/**
 * A new password (D70): at least 10 characters. The common-password check runs on the server
 * (server/auth/password-policy.ts) because its list is too large for a page's bundle.
 */
export const ZNewPassword = z.string().min(10, m.passwords.min).max(200, m.passwords.max);
