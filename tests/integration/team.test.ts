import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@/lib/clock';
import { m } from '@/lib/messages';
import { FORBIDDEN, SESSION_EXPIRED, TWO_FACTOR_REQUIRED } from '@/server/action';
import {
  changePassword,
  confirmTwoFactor,
  disableTwoFactor,
  endOtherSessions,
  startTwoFactor,
} from '@/server/account/actions';
import { signIn } from '@/server/auth/actions';
import { acceptInvite, requestPasswordReset, resetPassword, verifySecondFactor } from '@/server/auth/recovery-actions';
import { getSession } from '@/server/auth/session';
import { getDb } from '@/server/platform/db/client';
import { convites, session, user, verification } from '@/server/platform/db/schema';
import {
  changeMemberRole,
  inviteMember,
  resendInvite,
  revokeInvite,
  saveTeamSettings,
  setMemberActive,
} from '@/server/team/actions';
import { createSampleProposal } from '@/server/proposals/actions';
import { createProject } from '@/server/projects/actions';
import { listRecentActions } from '@/server/team/queries';
import { projects } from '@/server/platform/db/schema';
import { createStaffUser } from '@/server/users/create-user';
import { linkFromOutbox } from '../support/outbox-link';
import { allCookies, resetRequest, setCookie } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/** D68–D73: invitations, roles, disabled accounts, password reset and change, two-factor sign-in, sessions. */
const tag = randomUUID().slice(0, 8);
const cleanups: Array<() => Promise<void>> = [];
const GOOD = 'cavalo-bateria-grampo-9';

// The first call opens and migrates the embedded database, and loads better-auth.
beforeAll(async () => {
  await getDb();
  await createStaffUser({ email: `aquecer-${tag}@teste.dev`, password: GOOD, name: 'Aquecer' });
}, 120_000);
afterEach(() => setClock(null));
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  const db = await getDb();
  await db.delete(convites).where(like(convites.email, `%${tag}%`));
  await db.delete(user).where(like(user.email, `%${tag}%`));
  resetRequest();
});

const visitor = () => resetRequest(`10.20.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
type Jar = Array<{ name: string; value: string }>;
const keep = (): Jar => allCookies();
function restore(jar: Jar, address = '10.30.0.1') {
  resetRequest(address);
  for (const c of jar) setCookie(c.name, c.value);
}

async function owner() {
  const staff = await signInAsNewStaff('owner');
  cleanups.push(staff.cleanup);
  return staff;
}

describe('invitations (D69)', () => {
  it('sends a link that creates the account with the invited role once, and only once', async () => {
    await owner();
    const email = `convidado-${tag}@teste.dev`;
    expect(await inviteMember({ email, role: 'member' })).toMatchObject({ ok: true });
    const link = await linkFromOutbox(email, /https?:\/\/\S+\/convite\/[A-Za-z0-9_-]{43}/);
    const token = link.split('/convite/')[1];

    visitor();
    expect(await acceptInvite({ token, name: 'Nova Pessoa', password: GOOD, confirm: GOOD })).toEqual({
      ok: true,
      data: { email, redirectTo: '/painel' },
    });
    // D269: the member who accepted is signed in, with the invited role.
    expect((await getSession())?.user).toMatchObject({ email, role: 'member' });
    const db = await getDb();
    const [created] = await db.select().from(user).where(eq(user.email, email));
    expect(created.role).toBe('member');
    expect(await acceptInvite({ token, name: 'De Novo', password: GOOD, confirm: GOOD })).toEqual({
      ok: false,
      error: m.authExtra.inviteInvalid,
    });

    visitor();
    expect(await signIn({ email, password: GOOD })).toMatchObject({ ok: true });
    expect((await getSession())?.user.role).toBe('member');
  });

  it('expires after 7 days, and a revoked or resent (old) link stops working', async () => {
    await owner();
    const email = `expira-${tag}@teste.dev`;
    const start = new Date();
    setClock(start);
    await inviteMember({ email, role: 'admin' });
    const token = (await linkFromOutbox(email, /\/convite\/[A-Za-z0-9_-]{43}/)).split('/convite/')[1];
    setClock(new Date(start.getTime() + 7 * 24 * 3600_000 + 60_000));
    visitor();
    expect(await acceptInvite({ token, name: 'Tarde', password: GOOD, confirm: GOOD })).toEqual({
      ok: false,
      error: m.authExtra.inviteInvalid,
    });
    setClock(null);

    const db = await getDb();
    const [row] = await db.select().from(convites).where(eq(convites.email, email));
    const again = await (async () => {
      resetRequest();
      await owner();
      return resendInvite({ id: row.id });
    })();
    expect(again).toMatchObject({ ok: true });
    const fresh = (await linkFromOutbox(email, /\/convite\/[A-Za-z0-9_-]{43}/)).split('/convite/')[1];
    expect(fresh).not.toBe(token);
    expect(await revokeInvite({ id: row.id })).toEqual({ ok: true, data: null });
    visitor();
    expect(await acceptInvite({ token: fresh, name: 'Revogado', password: GOOD, confirm: GOOD })).toEqual({
      ok: false,
      error: m.authExtra.inviteInvalid,
    });
  });

  it('refuses a common password with a Portuguese message, and a short one', async () => {
    visitor();
    expect(
      await acceptInvite({ token: 'x'.repeat(43), name: 'A', password: 'qwertyuiop', confirm: 'qwertyuiop' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { password: m.passwords.common },
    });
    expect(
      await acceptInvite({ token: 'x'.repeat(43), name: 'A', password: 'Senha12345!', confirm: 'Senha12345!' }),
    ).toMatchObject({
      ok: false,
      fieldErrors: { password: m.passwords.common },
    });
    expect(await acceptInvite({ token: 'x'.repeat(43), name: 'A', password: 'curta', confirm: 'curta' })).toMatchObject(
      {
        ok: false,
        fieldErrors: { password: m.passwords.min },
      },
    );
  });
});

describe('owners and disabled accounts (D68, D69)', () => {
  it('never leaves the team without an active owner', async () => {
    const me = await owner();
    // Other owners may exist in the shared test database: make this one the only active owner for the check.
    const db = await getDb();
    const others = await db.select({ id: user.id }).from(user).where(eq(user.role, 'owner'));
    const parked = others.filter((o) => o.id !== me.id).map((o) => o.id);
    for (const id of parked) await db.update(user).set({ role: 'admin' }).where(eq(user.id, id));
    try {
      expect(await changeMemberRole({ id: me.id, role: 'admin' })).toEqual({
        ok: false,
        error: m.team.errors.lastOwner,
      });
      const other = await createStaffUser({
        email: `dono2-${tag}@teste.dev`,
        password: GOOD,
        name: 'Dono 2',
        role: 'owner',
      });
      expect(await setMemberActive({ id: other.id, active: false })).toEqual({
        ok: true,
        data: { id: other.id, active: false },
      });
      // The disabled owner does not count: still the last active one.
      expect(await changeMemberRole({ id: me.id, role: 'member' })).toEqual({
        ok: false,
        error: m.team.errors.lastOwner,
      });
      expect(await setMemberActive({ id: other.id, active: true })).toMatchObject({ ok: true });
      expect(await changeMemberRole({ id: me.id, role: 'admin' })).toMatchObject({ ok: true });
      const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, me.id));
      expect(row.role).toBe('admin');
    } finally {
      for (const id of parked) await db.update(user).set({ role: 'owner' }).where(eq(user.id, id));
    }
  });

  it('ends a disabled account’s sessions at once, refuses its sign-in, and lets it back in when enabled', async () => {
    const email = `desativar-${tag}@teste.dev`;
    const member = await createStaffUser({ email, password: GOOD, name: 'Membro', role: 'member' });
    visitor();
    await signIn({ email, password: GOOD });
    const memberJar = keep();
    expect((await getSession())?.user.id).toBe(member.id);

    resetRequest();
    await owner();
    expect(await setMemberActive({ id: member.id, active: false })).toMatchObject({ ok: true });
    const db = await getDb();
    expect(await db.select().from(session).where(eq(session.userId, member.id))).toHaveLength(0);

    restore(memberJar);
    expect(await getSession()).toBeNull();
    expect(
      await changePassword({ current: GOOD, password: 'outra-senha-boa-77', confirm: 'outra-senha-boa-77' }),
    ).toEqual({ ok: false, error: SESSION_EXPIRED });
    visitor();
    expect(await signIn({ email, password: GOOD })).toEqual({ ok: false, error: m.auth.wrongCredentials });

    resetRequest();
    await owner();
    await setMemberActive({ id: member.id, active: true });
    visitor();
    expect(await signIn({ email, password: GOOD })).toMatchObject({ ok: true });
  });

  it('refuses the team actions to a member and an admin', async () => {
    for (const role of ['member', 'admin'] as const) {
      const staff = await signInAsNewStaff(role);
      cleanups.push(staff.cleanup);
      expect(await inviteMember({ email: `x-${tag}@teste.dev`, role: 'owner' })).toEqual({
        ok: false,
        error: FORBIDDEN,
      });
      expect(await changeMemberRole({ id: staff.id, role: 'owner' })).toEqual({ ok: false, error: FORBIDDEN });
    }
  });
});

describe('password reset and change (D70)', () => {
  it('gives the same answer whether or not the e-mail exists', async () => {
    visitor();
    const unknown = await requestPasswordReset({ email: `ninguem-${tag}@teste.dev` });
    const email = `reset0-${tag}@teste.dev`;
    await createStaffUser({ email, password: GOOD, name: 'Reset' });
    const known = await requestPasswordReset({ email });
    expect(unknown).toEqual({ ok: true, data: null });
    expect(known).toEqual(unknown);
  });

  it('sets a new password with a single-use link, ends every session, and the old password stops working', async () => {
    const email = `reset-${tag}@teste.dev`;
    const created = await createStaffUser({ email, password: GOOD, name: 'Reset' });
    visitor();
    await signIn({ email, password: GOOD });
    const oldJar = keep();

    visitor();
    await requestPasswordReset({ email });
    const link = await linkFromOutbox(email, /https?:\/\/\S+\/auth\/redefinir\?token=[A-Za-z0-9_-]+/);
    const token = new URL(link).searchParams.get('token') ?? '';
    const next = 'nova-senha-segura-42';
    expect(await resetPassword({ token, password: next, confirm: next })).toEqual({ ok: true, data: null });
    expect(await resetPassword({ token, password: next, confirm: next })).toEqual({
      ok: false,
      error: m.authExtra.resetInvalid,
    });

    restore(oldJar);
    expect(await getSession()).toBeNull();
    const db = await getDb();
    expect(await db.select().from(session).where(eq(session.userId, created.id))).toHaveLength(0);
    visitor();
    expect(await signIn({ email, password: GOOD })).toEqual({ ok: false, error: m.auth.wrongCredentials });
    visitor();
    expect(await signIn({ email, password: next })).toMatchObject({ ok: true });
  });

  it('refuses a link after its hour', async () => {
    const email = `reset2-${tag}@teste.dev`;
    await createStaffUser({ email, password: GOOD, name: 'Reset 2' });
    visitor();
    await requestPasswordReset({ email });
    const token =
      new URL(await linkFromOutbox(email, /https?:\/\/\S+\/auth\/redefinir\?token=[A-Za-z0-9_-]+/)).searchParams.get(
        'token',
      ) ?? '';
    const db = await getDb();
    const [row] = await db
      .select()
      .from(verification)
      .where(eq(verification.identifier, `reset-password:${token}`));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    // An hour and a second later (the library's own clock, so the row's time moves instead).
    await db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(verification.id, row.id));
    expect(await resetPassword({ token, password: 'nova-senha-segura-43', confirm: 'nova-senha-segura-43' })).toEqual({
      ok: false,
      error: m.authExtra.resetInvalid,
    });
  });

  it('changes one’s own password only with the current one, refusing common ones, and ends the other sessions', async () => {
    const staff = await signInAsNewStaff('member');
    cleanups.push(staff.cleanup);
    const mine = keep();
    visitor();
    await signIn({ email: staff.email, password: staff.password });
    const other = keep();

    restore(mine);
    expect(
      await changePassword({ current: 'errada-errada', password: 'nova-senha-boa-1', confirm: 'nova-senha-boa-1' }),
    ).toEqual({
      ok: false,
      error: m.account.password.wrongCurrent,
    });
    expect(
      await changePassword({ current: staff.password, password: '1234567890', confirm: '1234567890' }),
    ).toMatchObject({
      ok: false,
      error: m.passwords.common,
    });
    expect(
      await changePassword({ current: staff.password, password: 'nova-senha-boa-1', confirm: 'nova-senha-boa-1' }),
    ).toEqual({ ok: true, data: null });
    expect((await getSession())?.user.id).toBe(staff.id);
    restore(other);
    expect(await getSession()).toBeNull();
  });
});

describe('two-factor sign-in (D71) and sessions (D72)', () => {
  it('turns on with a confirmed code, then asks for a code at sign-in; backup codes work once', async () => {
    const staff = await signInAsNewStaff('member');
    cleanups.push(staff.cleanup);
    expect(await startTwoFactor({ password: 'errada' })).toEqual({
      ok: false,
      error: m.account.twoFactor.wrongPassword,
    });
    const started = await startTwoFactor({ password: staff.password });
    if (!started.ok) throw new Error(started.error);
    const { secret, backupCodes, qrSvg } = started.data;
    expect(qrSvg).toContain('<svg');
    expect(backupCodes).toHaveLength(10);
    expect(await confirmTwoFactor({ code: '000000' })).toEqual({ ok: false, error: m.account.twoFactor.wrongCode });
    expect(await confirmTwoFactor({ code: await generate({ secret }) })).toEqual({ ok: true, data: null });
    expect((await getSession())?.user.twoFactorEnabled).toBe(true);

    visitor();
    expect(await signIn({ email: staff.email, password: staff.password, from: '/cobrancas' })).toEqual({
      ok: true,
      data: { redirectTo: `/auth/dois-fatores?from=${encodeURIComponent('/cobrancas')}` },
    });
    expect(await getSession()).toBeNull();
    expect(await verifySecondFactor({ code: '123456', from: '/cobrancas' })).toEqual({
      ok: false,
      error: m.authExtra.twoFactorWrong,
    });
    expect(await verifySecondFactor({ code: await generate({ secret }), from: '/cobrancas' })).toEqual({
      ok: true,
      data: { redirectTo: '/cobrancas' },
    });
    expect((await getSession())?.user.id).toBe(staff.id);

    visitor();
    await signIn({ email: staff.email, password: staff.password });
    expect(await verifySecondFactor({ code: backupCodes[0], backup: true })).toMatchObject({ ok: true });
    visitor();
    await signIn({ email: staff.email, password: staff.password });
    expect(await verifySecondFactor({ code: backupCodes[0], backup: true })).toEqual({
      ok: false,
      error: m.authExtra.twoFactorWrong,
    });
    expect(await verifySecondFactor({ code: backupCodes[1], backup: true })).toMatchObject({ ok: true });

    expect(await disableTwoFactor({ password: staff.password })).toEqual({ ok: true, data: null });
    visitor();
    expect(await signIn({ email: staff.email, password: staff.password })).toEqual({
      ok: true,
      data: { redirectTo: '/painel' },
    });
  });

  it('ends all other sessions and keeps this one', async () => {
    const staff = await signInAsNewStaff('member');
    cleanups.push(staff.cleanup);
    const mine = keep();
    visitor();
    await signIn({ email: staff.email, password: staff.password });
    const other = keep();
    restore(mine);
    expect(await endOtherSessions({})).toEqual({ ok: true, data: null });
    expect((await getSession())?.user.id).toBe(staff.id);
    restore(other);
    expect(await getSession()).toBeNull();
  });
});

describe('two-factor required of everyone (D71)', () => {
  it('is set only by an owner who has it, and then leaves the others only their account until they turn it on', async () => {
    const boss = await owner();
    const bossJar = keep();
    expect(await saveTeamSettings({ exigirDoisFatores: true })).toEqual({
      ok: false,
      error: m.team.errors.ownTwoFactorFirst,
    });
    const started = await startTwoFactor({ password: boss.password });
    if (!started.ok) throw new Error(started.error);
    await confirmTwoFactor({ code: await generate({ secret: started.data.secret }) });
    const bossWith2fa = keep();
    expect(bossWith2fa).not.toEqual(bossJar);
    expect(await saveTeamSettings({ exigirDoisFatores: true })).toMatchObject({ ok: true });
    try {
      const member = await signInAsNewStaff('member');
      cleanups.push(member.cleanup);
      expect(await createSampleProposal({})).toEqual({ ok: false, error: TWO_FACTOR_REQUIRED });
      const setup = await startTwoFactor({ password: member.password });
      expect(setup.ok).toBe(true);
    } finally {
      restore(bossWith2fa);
      expect(await saveTeamSettings({ exigirDoisFatores: false })).toMatchObject({ ok: true });
    }
  });
});

describe('who did what (D73)', () => {
  it('shows the owner a person’s recent actions, named by their user id in the project activities', async () => {
    const member = await signInAsNewStaff('member');
    cleanups.push(member.cleanup);
    const created = await createProject({
      name: `Projeto ${tag}`,
      clientName: 'Cliente',
      description: '',
      tags: '',
      startDate: '',
      dueDate: '',
    });
    if (!created.ok) throw new Error(created.error);
    await expect(listRecentActions(member.id)).rejects.toThrow();
    await owner();
    const actions = await listRecentActions(member.id);
    expect(actions).toEqual(
      expect.arrayContaining([expect.objectContaining({ source: 'project', subject: `Projeto ${tag}` })]),
    );
    const db = await getDb();
    await db.delete(projects).where(eq(projects.name, `Projeto ${tag}`));
  });
});
