import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { m } from '@/lib/messages';
import { SIGN_IN_LIMITS } from '@/lib/sign-in-limits';
import { signIn } from '@/server/auth/actions';
import { getDb } from '@/server/platform/db/client';
import { rateLimits, user } from '@/server/platform/db/schema';
import { createStaffUser } from '@/server/users/create-user';
import { resetRequest, setRequestHeader } from '../support/request-context';
import { awayFromWindowEdge, freshAddress } from './helpers';

/** D39, D40: the sign-in action under attack. */
const email = `alvo-${randomUUID()}@teste.dev`;
const password = 'senha-verdadeira-1';
let userId: string;
const LOCKED = /^Muitas tentativas de login sem sucesso\. Tente novamente em (1 minuto|\d+ minutos)\.$/;

beforeAll(async () => {
  userId = (await createStaffUser({ email, password, name: 'Alvo' })).id;
});

afterAll(async () => {
  const db = await getDb();
  await db.delete(user).where(eq(user.id, userId));
  await db.delete(rateLimits).where(like(rateLimits.key, `login:%${email}%`));
  resetRequest();
});

async function countOf(key: string): Promise<number> {
  const db = await getDb();
  const rows = await db.select({ count: rateLimits.count }).from(rateLimits).where(eq(rateLimits.key, key));
  return rows.reduce((sum, row) => sum + row.count, 0);
}

describe('sign-in limits under attack (D40)', () => {
  // Each burst starts well inside a window of the fixed-window counters.
  beforeEach(() => awayFromWindowEdge(SIGN_IN_LIMITS.perEmailAndAddress.windowMs), 30_000);
  it('counts 20 parallel wrong passwords as 20: only 5 reach the password check', async () => {
    const attacker = freshAddress('198.18');
    resetRequest(attacker);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn({ email, password: `errada-${i}-abc` })),
    );
    const wrong = results.filter((r) => !r.ok && r.error === m.auth.wrongCredentials);
    const locked = results.filter((r) => !r.ok && LOCKED.test(r.error));
    expect(wrong).toHaveLength(SIGN_IN_LIMITS.perEmailAndAddress.limit);
    expect(locked).toHaveLength(20 - SIGN_IN_LIMITS.perEmailAndAddress.limit);
    expect(await countOf(`login:pair:${email}:${attacker}`)).toBe(20);
    // Even the right password is refused from the attacking address now.
    expect(await signIn({ email, password })).toMatchObject({ ok: false, error: expect.stringMatching(LOCKED) });
  });

  it('lets the real person in from their own address while an attacker hammers from another', async () => {
    const attacker = freshAddress('198.18');
    const person = freshAddress('198.19');
    const hammer = (async () => {
      const out = [];
      for (let i = 0; i < 12; i++) {
        resetRequest(attacker);
        out.push(await signIn({ email, password: `chute-${i}-xyz` }));
      }
      return out;
    })();
    resetRequest(person);
    const real = await signIn({ email, password });
    const attempts = await hammer;
    expect(real).toEqual({ ok: true, data: { redirectTo: '/painel' } });
    expect(attempts.some((r) => !r.ok && LOCKED.test(r.error))).toBe(true);
    // And again after the attacker is locked out.
    resetRequest(person);
    expect(await signIn({ email, password })).toEqual({ ok: true, data: { redirectTo: '/painel' } });
  });

  it('cannot escape the per-address limit with a forged X-Forwarded-For', async () => {
    const attacker = freshAddress('198.18');
    const results = [];
    for (let i = 0; i < 7; i++) {
      resetRequest(attacker);
      setRequestHeader('x-forwarded-for', `10.66.0.${i}`);
      results.push(await signIn({ email, password: `forjada-${i}-abc` }));
    }
    expect(results.slice(5).every((r) => !r.ok && LOCKED.test(r.error))).toBe(true);
  });
});

describe('where sign-in leads (D39)', () => {
  it.each([
    '/\t/evil.example/auth',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/clientes',
    '/.//evil.example',
    '/\n/evil.example',
  ])('keeps %j on the site after a real sign-in', async (from) => {
    resetRequest(freshAddress('198.19'));
    const result = await signIn({ email, password, from });
    expect(result).toEqual({ ok: true, data: { redirectTo: '/painel' } });
  });
});
