import { randomUUID } from 'node:crypto';
import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { SIGN_IN_LIMITS } from '@/lib/sign-in-limits';
import { signIn } from '@/server/auth/actions';
import { DEVICE_COOKIE } from '@/server/auth/device-cookie';
import { getDb } from '@/server/platform/db/client';
import { rateLimits, session, user } from '@/server/platform/db/schema';
import { createStaffUser } from '@/server/users/create-user';
import { getCookie, resetRequest, setCookie, setRequestHeader } from '../support/request-context';
import { awayFromWindowEdge, freshAddress } from './helpers';

/**
 * One visitor, one address: failures from other addresses, however many, do not lock out a browser
 * that signed in to the account before; a session's address is the one every limit uses.
 */
const email = `dispositivo-${randomUUID()}@teste.dev`;
const otherEmail = `sessao-${randomUUID()}@teste.dev`;
const password = 'senha-verdadeira-2';
let userId: string;
let otherId: string;
const LOCKED = /^Muitas tentativas de login sem sucesso\. Tente novamente em (1 minuto|\d+ minutos)\.$/;

beforeAll(async () => {
  userId = (await createStaffUser({ email, password, name: 'Dispositivo' })).id;
  otherId = (await createStaffUser({ email: otherEmail, password, name: 'Sessão' })).id;
});

afterAll(async () => {
  const db = await getDb();
  for (const id of [userId, otherId]) await db.delete(user).where(eq(user.id, id));
  for (const address of [email, otherEmail])
    await db.delete(rateLimits).where(like(rateLimits.key, `login:%${address}%`));
  resetRequest();
});

describe('a browser that signed in before (a signed device cookie)', () => {
  it('is not locked out by failures from other addresses, while a new browser is', async () => {
    await awayFromWindowEdge(SIGN_IN_LIMITS.perEmail.windowMs, 60_000);
    const home = freshAddress('198.51');
    resetRequest(home);
    expect(await signIn({ email, password })).toMatchObject({ ok: true });
    const device = getCookie(DEVICE_COOKIE);
    expect(device).toMatch(/^[\w-]+\.[\w-]+$/);

    // A distributed guess: one wrong password from each of many addresses uses up the e-mail's cap. A few real
    // ones, then the rest of the hour's count as the counter holds it (each attempt costs a password hash).
    for (let i = 0; i < 3; i++) {
      resetRequest(freshAddress('198.18'));
      expect(await signIn({ email, password: `chute-${i}-abc` })).toEqual({
        ok: false,
        error: m.auth.wrongCredentials,
      });
    }
    const db = await getDb();
    await db
      .update(rateLimits)
      .set({ count: SIGN_IN_LIMITS.perEmail.limit })
      .where(eq(rateLimits.key, `login:email:${email}`));
    resetRequest(freshAddress('198.18'));
    expect(await signIn({ email, password: 'mais-um-chute-abc' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(LOCKED),
    });

    // A browser that never signed in, even with the right password: held by the e-mail's cap.
    resetRequest(freshAddress('198.19'));
    expect(await signIn({ email, password })).toMatchObject({ ok: false, error: expect.stringMatching(LOCKED) });

    // The person's own browser: in. A forged or another account's cookie is worth nothing.
    resetRequest(home);
    setCookie(DEVICE_COOKIE, `${device!.split('.')[0]}.assinatura-falsa`);
    expect(await signIn({ email, password })).toMatchObject({ ok: false, error: expect.stringMatching(LOCKED) });
    resetRequest(home);
    setCookie(DEVICE_COOKIE, device!);
    expect(await signIn({ email, password })).toEqual({ ok: true, data: { redirectTo: '/painel' } });
  }, 120_000);
});

describe("a session's address (/conta)", () => {
  it('is the resolved address, never a forged X-Forwarded-For', async () => {
    const address = freshAddress('198.51');
    resetRequest(address);
    setRequestHeader('x-forwarded-for', '6.6.6.6');
    expect(await signIn({ email: otherEmail, password })).toMatchObject({ ok: true });
    const db = await getDb();
    const [latest] = await db
      .select({ ipAddress: session.ipAddress })
      .from(session)
      .where(eq(session.userId, otherId))
      .orderBy(desc(session.createdAt))
      .limit(1);
    expect(latest.ipAddress).toBe(address);
  });
});
