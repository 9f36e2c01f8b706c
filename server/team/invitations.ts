import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { getAgency } from '@/server/agency/profile';
import type { Role } from '@/lib/auth/roles';
import { now } from '@/lib/clock';
import { fill, m } from '@/lib/messages';
import type { Db } from '@/server/platform/db/client';
import { convites } from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import type { DomainEvent } from '@/server/events/types';
import { queueMail } from '@/server/platform/mail/outbox';
import { secretLink } from '@/lib/mail/secret-slots';

/** D69: an invitation link is valid 7 days. */
export const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh token for the link; only its hash is stored. */
export function newInviteToken(): { token: string; tokenHash: string; expiraEm: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token), expiraEm: new Date(now().getTime() + INVITE_TTL_MS) };
}

export function inviteUrl(token: string): string {
  return `${env.appUrl}/convite/${token}`;
}

/** The pending invitation a link names, or null when it is unknown, used, revoked or expired. */
export async function findPendingInvite(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(convites)
    .where(
      and(
        eq(convites.tokenHash, hashToken(token)),
        isNull(convites.aceitoEm),
        isNull(convites.revogadoEm),
        gt(convites.expiraEm, now()),
      ),
    );
  return row ?? null;
}

/** The invitation e-mail, queued with the invitation (D146); its link is sealed until the worker sends it. */
export async function sendInviteMail(
  db: Db,
  invite: { id: string; email: string; role: Role; token: string },
  inviter: string,
): Promise<DomainEvent[]> {
  const agency = (await getAgency()).name;
  const link = secretLink('url', inviteUrl(invite.token));
  const queued = await queueMail(db, {
    to: invite.email,
    subject: fill(m.team.invite.mailSubject, { agency }),
    text: fill(m.team.invite.mailText, { inviter, agency, role: m.team.roles[invite.role], url: link.slot }),
    secrets: { url: link.value },
    assunto: { tipo: 'convite', id: invite.id },
    tipo: 'convite',
    urgent: true,
  });
  return queued.events;
}
