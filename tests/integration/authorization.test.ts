import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasRole, ROLES, type Role } from '@/lib/auth/roles';
import { ACTION_KIND, ACTION_ROLE, FORBIDDEN, SESSION_EXPIRED } from '@/server/action';
import { getDb } from '@/server/platform/db/client';
import { user } from '@/server/platform/db/schema';
import { findServerActionFiles, ROOT } from '../support/find-files';
import { allCookies, resetRequest, setCookie } from '../support/request-context';
import { signInAsNewStaff } from '../support/staff';

/**
 * DECISIONS D2. Every server action in the app is found here by walking the source tree, so that the
 * actions later issues add are covered without anyone listing them. Each must be built by staffAction
 * (and then refuse an anonymous caller) or by publicAction (session-free, rate limited).
 */
const files = findServerActionFiles();
const actions: Array<{ file: string; name: string; fn: (...args: unknown[]) => Promise<unknown> }> = [];

beforeAll(async () => {
  for (const file of files) {
    const mod = (await import(/* @vite-ignore */ path.join(ROOT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (typeof value === 'function')
        actions.push({ file, name, fn: value as (...args: unknown[]) => Promise<unknown> });
    }
  }
  // Opens and migrates the embedded database here, not inside the first test's time limit.
  await getDb();
}, 120_000);

describe('server actions (D2)', () => {
  it('finds the action files of the app', () => {
    expect(files).toContain('server/clients/actions.ts');
    expect(files).toContain('server/auth/actions.ts');
  });

  it('builds every exported action with staffAction or publicAction', () => {
    const unwrapped = actions.filter((a) => !(ACTION_KIND in a.fn)).map((a) => `${a.file}#${a.name}`);
    expect(unwrapped).toEqual([]);
  });

  it('refuses an anonymous caller of every staff action, whatever the input', async () => {
    resetRequest();
    const staff = actions.filter((a) => (a.fn as unknown as Record<symbol, string>)[ACTION_KIND] === 'staff');
    expect(staff.length).toBeGreaterThan(0);
    for (const action of staff) {
      for (const input of [undefined, {}, { id: '00000000-0000-4000-8000-000000000000' }]) {
        const result = await action.fn(input);
        expect(result, `${action.file}#${action.name}`).toEqual({ ok: false, error: SESSION_EXPIRED });
      }
    }
  });

  it('refuses a forged session cookie', async () => {
    resetRequest();
    const { setCookie } = await import('../support/request-context');
    setCookie('better-auth.session_token', 'forjado.assinatura-falsa');
    const staff = actions.filter((a) => (a.fn as unknown as Record<symbol, string>)[ACTION_KIND] === 'staff');
    for (const action of staff) {
      expect(await action.fn({}), `${action.file}#${action.name}`).toEqual({ ok: false, error: SESSION_EXPIRED });
    }
    resetRequest();
  });

  it('validates the input of every public action on the server', async () => {
    resetRequest('192.0.2.77');
    const pub = actions.filter((a) => (a.fn as unknown as Record<symbol, string>)[ACTION_KIND] === 'public');
    for (const action of pub) {
      const result = (await action.fn({ bogus: true })) as { ok: boolean };
      expect(result.ok, `${action.file}#${action.name}`).toBe(false);
    }
  });
});

/**
 * D68: the role table of docs/operacao.md, for the actions it names. Any other staff action declares its own
 * least role; the matrix below then checks that the wrapper answers by it for every kind of caller.
 */
const README_ROLES: Record<string, Role> = {
  'server/clients/actions.ts#deleteClient': 'admin',
  'server/contracts/actions.ts#deleteContract': 'admin',
  'server/charges/delete-action.ts#deleteCharge': 'admin',
  'server/payments/actions.ts#createPromoCode': 'admin',
  'server/payments/actions.ts#setPromoCodeActive': 'admin',
  'server/payments/actions.ts#deletePromoCode': 'admin',
  'server/team/actions.ts#inviteMember': 'owner',
  'server/team/actions.ts#resendInvite': 'owner',
  'server/team/actions.ts#revokeInvite': 'owner',
  'server/team/actions.ts#changeMemberRole': 'owner',
  'server/team/actions.ts#setMemberActive': 'owner',
  'server/team/actions.ts#saveTeamSettings': 'owner',
  'server/proposals/actions.ts#createProposal': 'member',
  'server/charges/actions.ts#createCharge': 'member',
  'server/charges/actions.ts#updateChargeStatus': 'member',
  'server/account/actions.ts#changePassword': 'member',
};

type Caller = 'anonymous' | 'disabled' | Role;
const roleOf = (fn: unknown) => (fn as Record<symbol, Role | undefined>)[ACTION_ROLE];

/** Row counts of every table: a refused call must leave them all as they were. */
async function snapshot(): Promise<Record<string, number>> {
  const db = await getDb();
  // PGlite answers { rows }, postgres.js an array.
  const rowsOf = <T>(result: unknown): T[] =>
    Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []);
  const rows = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    ),
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    if (table_name === '__drizzle_migrations' || table_name === 'rate_limits') continue;
    const [first] = rowsOf<{ n: number }>(await db.execute(sql.raw(`select count(*)::int as n from "${table_name}"`)));
    counts[table_name] = Number(first.n);
  }
  return counts;
}

describe('the role of every staff action (D68)', () => {
  const staff = () => actions.filter((a) => (a.fn as unknown as Record<symbol, string>)[ACTION_KIND] === 'staff');

  it('fails any staff action that declares no role', () => {
    const missing = staff()
      .filter((a) => !ROLES.includes(roleOf(a.fn) as Role))
      .map((a) => `${a.file}#${a.name}`);
    expect(missing).toEqual([]);
  });

  it('declares the roles of the role table', () => {
    const declared = Object.fromEntries(staff().map((a) => [`${a.file}#${a.name}`, roleOf(a.fn)]));
    for (const [key, role] of Object.entries(README_ROLES)) expect(declared[key], key).toBe(role);
    // Deleting clients, contracts or charges is never a member's; the team is the owner's.
    for (const [key, role] of Object.entries(declared)) {
      if (/#delete(Client|Contract|Charge)s?$/.test(key)) expect(hasRole(role as Role, 'admin'), key).toBe(true);
      if (key.startsWith('server/team/')) expect(role, key).toBe('owner');
    }
  });

  it('answers every action as anonymous, disabled, member, admin and owner by its role, and refused calls change nothing', async () => {
    const jars = {} as Record<Caller, Array<{ name: string; value: string }>>;
    const cleanups: Array<() => Promise<void>> = [];
    for (const role of ROLES) {
      const signed = await signInAsNewStaff(role);
      jars[role] = allCookies();
      cleanups.push(signed.cleanup);
    }
    // Disabled with a session row still present (a race with the disabling): the session read refuses it too.
    const disabled = await signInAsNewStaff('owner');
    jars.disabled = allCookies();
    cleanups.push(disabled.cleanup);
    const db = await getDb();
    await db.update(user).set({ disabledAt: new Date() }).where(eq(user.id, disabled.id));
    jars.anonymous = [];

    const use = (caller: Caller) => {
      resetRequest('10.77.0.1');
      for (const c of jars[caller]) setCookie(c.name, c.value);
    };
    const before = await snapshot();
    const callers: Caller[] = ['anonymous', 'disabled', ...ROLES];
    for (const action of staff()) {
      const needed = roleOf(action.fn) as Role;
      for (const caller of callers) {
        use(caller);
        const label = `${action.file}#${action.name} as ${caller}`;
        if (caller === 'anonymous' || caller === 'disabled' || !hasRole(caller, needed)) {
          const expected = caller === 'anonymous' || caller === 'disabled' ? SESSION_EXPIRED : FORBIDDEN;
          // A refused caller is refused whatever the input, well-formed ones included.
          for (const input of [{ id: '00000000-0000-4000-8000-000000000000' }, {}]) {
            expect(await action.fn(input), label).toEqual({ ok: false, error: expected });
          }
        } else {
          // Allowed: the call gets past the role check to the input check (a string is no action's input).
          const result = (await action.fn('__matrix__')) as { ok: boolean; error?: string };
          expect(result.ok, label).toBe(false);
          expect([SESSION_EXPIRED, FORBIDDEN], label).not.toContain(result.error);
        }
      }
    }
    expect(await snapshot()).toEqual(before);
    for (const cleanup of cleanups) await cleanup();
  }, 120_000);
});
