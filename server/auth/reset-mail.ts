import 'server-only';
import { getAgency } from '@/server/agency/profile';
import { fill, m } from '@/lib/messages';
import { env } from '@/server/platform/env';
import { sendMail } from '@/server/agency/mail';

/** The page where a reset link lands (D70). */
export function resetUrl(token: string): string {
  return `${env.appUrl}/auth/redefinir?token=${encodeURIComponent(token)}`;
}

/**
 * better-auth's `sendResetPassword`: the link points at our own page, not at its (unmounted) HTTP handler.
 * A disabled account gets no link; the answer on screen is the same either way.
 */
export async function sendResetLink({
  user,
  token,
}: {
  user: { email: string; name: string; disabledAt?: Date | null };
  token: string;
}) {
  if (user.disabledAt) return;
  const agency = (await getAgency()).name;
  await sendMail({
    to: user.email,
    subject: m.authExtra.resetMailSubject,
    text: fill(m.authExtra.resetMailText, { name: user.name, agency, url: resetUrl(token) }),
  });
}
