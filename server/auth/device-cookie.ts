import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cookies } from 'next/headers';
import { env } from '@/server/platform/env';
import { getAuthSecret } from '@/server/platform/secret';

/**
 * A browser that signed in to an account before (docs/operacao.md, Limites por endereço): after a successful password
 * step it keeps a cookie signed with a key derived from AUTH_SECRET, naming a random device id and, through the
 * signature, the account's e-mail. Failed attempts from other addresses add up against the e-mail's own cap, which a
 * distributed guess can exhaust; that cap does not apply to such a browser, so an attacker elsewhere cannot lock the
 * person out. Its own address's limits still apply to it.
 */
export const DEVICE_COOKIE = 'agencia_dispositivo';
const MAX_AGE_S = 180 * 24 * 3600;

const signature = (id: string, email: string) =>
  createHmac('sha256', `${getAuthSecret()}:device-cookie`).update(`${id}:${email.toLowerCase()}`).digest('base64url');

/** This request's browser signed in as `email` before. */
export async function isKnownDevice(email: string): Promise<boolean> {
  const value = (await cookies()).get(DEVICE_COOKIE)?.value ?? '';
  const [id, given] = value.split('.');
  if (!id || !given) return false;
  const expected = Buffer.from(signature(id, email));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Marks this browser as one that signed in as `email` (the latest account it signed in to). */
export async function rememberDevice(email: string): Promise<void> {
  const id = randomBytes(16).toString('base64url');
  (await cookies()).set(DEVICE_COOKIE, `${id}.${signature(id, email)}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.appUrl.startsWith('https:'),
    path: '/',
    maxAge: MAX_AGE_S,
  });
}
