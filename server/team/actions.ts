'use server';

import { and, eq, isNull } from 'drizzle-orm';
import { removesAnOwner } from '@/lib/auth/team-rules';
import { now } from '@/lib/clock';
import { m } from '@/lib/messages';
import { SECAO_EQUIPE, ZTeamSettings } from '@/lib/settings/equipe';
import { ZInvite, ZInviteId, ZMemberActive, ZMemberRole, ZTeamSettingsForm } from '@/lib/validation/team';
import { ActionError, staffAction } from '@/server/action';
import { convites, session, user } from '@/server/platform/db/schema';
import { writeSettings } from '@/server/settings/store';
import { newInviteToken, sendInviteMail } from './invitations';
import { assertAnotherOwnerRemains, findMember } from './rules';

/** D69: everything on /equipe is the owner's; each change reports `team.changed`, which refreshes it (D154). */
const TEAM_CHANGED = [{ type: 'team.changed' }] as const;
const t = m.team;

/** Invites someone by e-mail: a single-use link valid 7 days (the mail goes out with the write). */
export const inviteMember = staffAction(
  { name: 'team.invite', role: 'owner', schema: ZInvite, errorMessage: t.invite.error },
  async ({ email, role }, { user: me, db, emit }) => {
    const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (existing) throw new ActionError(t.invite.alreadyMember);
    // A new invitation replaces the pending ones for the same address: only the newest link works.
    await db
      .update(convites)
      .set({ revogadoEm: now() })
      .where(and(eq(convites.email, email), isNull(convites.aceitoEm), isNull(convites.revogadoEm)));
    const { token, tokenHash, expiraEm } = newInviteToken();
    const [row] = await db
      .insert(convites)
      .values({ email, role, tokenHash, expiraEm, convidadoPor: me.id, createdAt: now() })
      .returning({ id: convites.id });
    // Queued with the invitation (D146): it leaves after the commit.
    emit(await sendInviteMail(db, { id: row.id, email, role, token }, me.name));
    emit(TEAM_CHANGED);
    return { id: row.id, email };
  },
);

/** Sends a pending invitation again with a new link (the old link stops working) and 7 new days. */
export const resendInvite = staffAction(
  { name: 'team.resendInvite', role: 'owner', schema: ZInviteId, errorMessage: t.invite.error },
  async ({ id }, { user: me, db, emit }) => {
    const [invite] = await db
      .select()
      .from(convites)
      .where(and(eq(convites.id, id), isNull(convites.aceitoEm), isNull(convites.revogadoEm)));
    if (!invite) throw new ActionError(t.invite.notPending);
    const { token, tokenHash, expiraEm } = newInviteToken();
    await db.update(convites).set({ tokenHash, expiraEm }).where(eq(convites.id, id));
    emit(await sendInviteMail(db, { id, email: invite.email, role: invite.role as 'member', token }, me.name));
    emit(TEAM_CHANGED);
    return { email: invite.email };
  },
);

export const revokeInvite = staffAction(
  { name: 'team.revokeInvite', role: 'owner', schema: ZInviteId, errorMessage: t.invite.error },
  async ({ id }, { db, emit }) => {
    const rows = await db
      .update(convites)
      .set({ revogadoEm: now() })
      .where(and(eq(convites.id, id), isNull(convites.aceitoEm), isNull(convites.revogadoEm)))
      .returning({ id: convites.id });
    if (rows.length === 0) throw new ActionError(t.invite.notPending);
    emit(TEAM_CHANGED);
    return null;
  },
);

export const changeMemberRole = staffAction(
  { name: 'team.changeRole', role: 'owner', schema: ZMemberRole, errorMessage: t.member.error },
  async ({ id, role }, { db, emit }) => {
    const member = await findMember(db, id);
    if (removesAnOwner(member, { role, disabled: Boolean(member.disabledAt) })) await assertAnotherOwnerRemains(db, id);
    await db.update(user).set({ role, updatedAt: now() }).where(eq(user.id, id));
    emit(TEAM_CHANGED);
    return { id, role };
  },
);

/**
 * Disables (sessions deleted in the same transaction, so the next request is anonymous; history kept) or
 * enables an account.
 */
export const setMemberActive = staffAction(
  { name: 'team.setActive', role: 'owner', schema: ZMemberActive, errorMessage: t.member.error },
  async ({ id, active }, { user: me, db, emit }) => {
    if (!active && id === me.id) throw new ActionError(t.errors.self);
    const member = await findMember(db, id);
    if (removesAnOwner(member, { role: member.role, disabled: !active })) await assertAnotherOwnerRemains(db, id);
    await db
      .update(user)
      .set({ disabledAt: active ? null : now(), updatedAt: now() })
      .where(eq(user.id, id));
    if (!active) await db.delete(session).where(eq(session.userId, id));
    emit(TEAM_CHANGED);
    return { id, active };
  },
);

/** D71: the owner can require two-factor sign-in of everyone. */
export const saveTeamSettings = staffAction(
  { name: 'team.settings', role: 'owner', schema: ZTeamSettingsForm, errorMessage: t.member.error },
  async (value, { user: me, db, emit }) => {
    // Requiring it without having it would lock the owner out of every screen but /conta.
    if (value.exigirDoisFatores && !me.twoFactorEnabled) throw new ActionError(t.errors.ownTwoFactorFirst);
    const { row, events } = await writeSettings(db, SECAO_EQUIPE, ZTeamSettings, value, me.id);
    emit(events);
    return row;
  },
);
