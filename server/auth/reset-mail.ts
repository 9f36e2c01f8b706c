import 'server-only';
import { getAgency } from '@/server/agency/profile';
import { secretLink } from '@/lib/mail/secret-slots';
import { fill, m } from '@/lib/messages';
import { dispatch } from '@/server/events/dispatch';
import { getDb } from '@/server/platform/db/client';
import { env } from '@/server/platform/env';
import { queueMail } from '@/server/platform/mail/outbox';

/** The page where a reset link lands (D70). */
export function resetUrl(token: string): string {
  return `${env.appUrl}/auth/redefinir?token=${encodeURIComponent(token)}`;
}

/**
 * better-auth's `sendResetPassword`: the link points at our own page, not at its (unmounted) HTTP handler.
 * A disabled account gets no link; the answer on screen is the same either way. Queued (D146), the link sealed
 * until the worker sends it, which is woken at once: the request never waits for the mail server.
 */
export async function sendResetLink({
  user,
  token,
}: {
  user: { id?: string; email: string; name: string; disabledAt?: Date | null };
  token: string;
}) {
  if (user.disabledAt) return;
  const agency = (await getAgency()).name;
  const link = secretLink('url', resetUrl(token));
  const queued = await queueMail(await getDb(), {
    to: user.email,
    subject: m.authExtra.resetMailSubject,
    text: fill(m.authExtra.resetMailText, { name: user.name, agency, url: link.slot }),
    secrets: { url: link.value },
    assunto: { tipo: 'usuario', id: user.id ?? user.email },
    tipo: 'senha-redefinir',
    urgent: true,
  });
  await dispatch(queued.events);
}
