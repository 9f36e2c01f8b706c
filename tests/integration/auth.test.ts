import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { SIGN_IN_LIMITS } from '@/lib/sign-in-limits';
import { SESSION_EXPIRED, TOO_MANY_REQUESTS } from '@/server/action';
import { signIn, signOut } from '@/server/auth/actions';
import { getSession } from '@/server/auth/session';
import { getDb } from '@/server/platform/db/client';
import { rateLimits, session, user } from '@/server/platform/db/schema';
import { createStaffUser } from '@/server/users/create-user';
import { cookieHeader, resetRequest } from '../support/request-context';
import { awayFromWindowEdge } from '../security/helpers';

const email = `auth-${randomUUID()}@teste.dev`;
const password = 'senha-correta-1';
let userId: string;

beforeAll(async () => {
  userId = (await createStaffUser({ email, password, name: 'Auth Teste' })).id;
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(user).where(eq(user.id, userId));
  resetRequest();
});

describe('sign-in (document 000 §2.4, §5, §8)', () => {
  it('validates on the server with the form schema', async () => {
    resetRequest('198.51.100.1');
    expect(await signIn({ email: 'nao-e-email', password: '123' })).toMatchObject({
      ok: false,
      error: m.auth.invalidEmail,
      fieldErrors: { email: m.auth.invalidEmail, password: m.auth.passwordMin },
    });
  });

  it('signs in, sets a session cookie and goes to "from" or /clientes', async () => {
    resetRequest('198.51.100.2');
    expect(await signIn({ email: email.toUpperCase(), password })).toEqual({
      ok: true,
      data: { redirectTo: '/painel' },
    });
    expect(cookieHeader()).toContain('better-auth.session_token=');
    expect((await getSession())?.user.email).toBe(email);

    resetRequest('198.51.100.2');
    expect(await signIn({ email, password, from: '/cobrancas?x=1' })).toEqual({
      ok: true,
      data: { redirectTo: '/cobrancas?x=1' },
    });
    resetRequest('198.51.100.2');
    expect(await signIn({ email, password, from: 'https://evil.example' })).toEqual({
      ok: true,
      data: { redirectTo: '/painel' },
    });
  });

  it('says the credentials are wrong without telling which', async () => {
    resetRequest('198.51.100.3');
    expect(await signIn({ email, password: 'senha-errada' })).toEqual({ ok: false, error: m.auth.wrongCredentials });
    expect(await signIn({ email: `ninguem-${randomUUID()}@teste.dev`, password: 'qualquer-uma' })).toEqual({
      ok: false,
      error: m.auth.wrongCredentials,
    });
    expect(cookieHeader()).toBe('');
  });

  it('refuses an e-mail from one address for a while after 5 wrong passwords, counting in Postgres (D40)', async () => {
    await awayFromWindowEdge(SIGN_IN_LIMITS.perEmailAndAddress.windowMs);
    const target = `lock-${randomUUID()}@teste.dev`;
    const created = await createStaffUser({ email: target, password, name: 'Bloqueio' });
    resetRequest('198.51.100.10');
    for (let i = 0; i < 5; i++)
      expect(await signIn({ email: target, password: 'errada-123' })).toEqual({
        ok: false,
        error: m.auth.wrongCredentials,
      });
    const locked = await signIn({ email: target, password });
    expect(locked.ok).toBe(false);
    if (!locked.ok)
      expect(locked.error).toMatch(
        /^Muitas tentativas de login sem sucesso\. Tente novamente em (1 minuto|\d+ minutos)\.$/,
      );
    const db = await getDb();
    const [row] = await db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:pair:${target}:198.51.100.10`));
    expect(row.count).toBe(6);
    // The real person, from their own address, is not locked out.
    resetRequest('198.51.100.20');
    expect(await signIn({ email: target, password })).toEqual({ ok: true, data: { redirectTo: '/painel' } });
    await db.delete(user).where(eq(user.id, created.id));
  });

  it('rate-limits a flood of sign-in calls from one address', async () => {
    await awayFromWindowEdge(60_000, 15_000);
    resetRequest('198.51.100.99');
    let last: unknown;
    for (let i = 0; i < 61; i++) last = await signIn({ email: 'x', password: '1' });
    expect(last).toEqual({ ok: false, error: TOO_MANY_REQUESTS });
  });
});

describe('sign-out (document 000 §2.5)', () => {
  it('ends the session in the database and clears the cookie', async () => {
    resetRequest('198.51.100.4');
    await signIn({ email, password });
    const db = await getDb();
    const before = await db.select().from(session).where(eq(session.userId, userId));
    expect(await signOut(undefined)).toEqual({ ok: true, data: null });
    expect(cookieHeader()).not.toContain('session_token=');
    const after = await db.select().from(session).where(eq(session.userId, userId));
    expect(after.length).toBe(before.length - 1);
  });

  it('refuses an anonymous caller', async () => {
    resetRequest();
    expect(await signOut(undefined)).toEqual({ ok: false, error: SESSION_EXPIRED });
  });
});
