import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { twoFactor } from 'better-auth/plugins';
import { headers } from 'next/headers';
import { CLIENT_ADDRESS_HEADER } from '@/lib/client-address';
import { describeError, scrubLogText } from '@/lib/log-scrub';
import { getDb } from '@/server/platform/db/client';
import * as schema from '@/server/platform/db/schema';
import { env } from '@/server/platform/env';
import { getAuthSecret } from '@/server/platform/secret';
import { refuseDisabledSession, rememberSignIn } from './session-hooks';
import { sendResetLink } from './reset-mail';

// A write, not a read: better-auth reads it to stay silent (D152 keeps writes out of the env module).
// eslint-disable-next-line no-restricted-syntax
process.env.BETTER_AUTH_TELEMETRY = '0';

async function createAuth() {
  const db = await getDb();
  return betterAuth({
    appName: 'Agência',
    baseURL: env.appUrl,
    secret: getAuthSecret(),
    trustedOrigins: [env.appUrl, 'http://localhost:*', 'http://127.0.0.1:*'],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        twoFactor: schema.twoFactor,
      },
    }),
    // D68: the role and the disabled flag travel with every session read (server/auth/session.ts).
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'member', input: false },
        disabledAt: { type: 'date', required: false, input: false },
      },
    },
    // A disabled account gets no session by any path (password, second factor, reset).
    databaseHooks: { session: { create: { before: refuseDisabledSession, after: rememberSignIn } } },
    // DECISIONS D3: no public sign-up; accounts come from `npm run user:create` or a staff member.
    // New passwords are checked by our own schema first (lib/validation/password.ts: 10+ characters, not a
    // common one); 6 here keeps the sign-in rules of document 000 §5 for older passwords.
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      minPasswordLength: 6,
      maxPasswordLength: 200,
      // D70: a single-use link valid 1 hour; resetting ends every session of the account.
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: sendResetLink,
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    // A session's address (/conta) is the one every limit uses (lib/client-address.ts), never a header the client
    // wrote: the calls that create a session pass it under CLIENT_ADDRESS_HEADER (authHeaders below).
    advanced: { database: { generateId: 'uuid' }, ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] } },
    // Our own Postgres-backed limiter guards sign-in (server/auth/sign-in.ts); better-auth's HTTP one
    // only sees requests to its handler, which we do not expose.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // Its own lines go through ours: a failed session lookup used to print the statement with the session token
    // (and a sign-in attempt the e-mail); only the message and the errors' class and code remain.
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const details = args.map((arg) => (arg instanceof Error ? describeError(arg) : '')).filter(Boolean);
        const line = [`[auth] ${scrubLogText(message)}`, ...details].join(' ');
        if (level === 'error') console.error(line);
        else if (level === 'warn') console.warn(line);
        else console.info(line);
      },
    },
    // TOTP and backup codes by the library's own plugin (D71); nextCookies stays last.
    plugins: [twoFactor({ issuer: 'Agência', backupCodeOptions: { amount: 10 } }), nextCookies()],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

/** The request's headers for a better-auth call that may create a session, with the caller's resolved address. */
export async function authHeaders(address: string): Promise<Headers> {
  const copy = new Headers(await headers());
  copy.set(CLIENT_ADDRESS_HEADER, address);
  return copy;
}

const store = globalThis as unknown as { __agencyAuth?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  store.__agencyAuth ??= createAuth().catch((error) => {
    store.__agencyAuth = undefined;
    throw error;
  });
  return store.__agencyAuth;
}
