import { z } from '@/lib/zod';
import { m } from '@/lib/messages';

/** Document 000 §5, Sign-in. */
export const ZSignIn = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email(m.auth.invalidEmail)),
  password: z.string().min(6, m.auth.passwordMin).max(200, m.auth.passwordMax),
});
export type TSignIn = z.infer<typeof ZSignIn>;
