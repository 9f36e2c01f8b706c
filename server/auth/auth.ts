import 'server-only';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { nextCookies } from 'better-auth/next-js';
import { getDb } from '@/server/db/client';
import * as schema from '@/server/db/schema';
import { env } from '@/server/env';
import { getAuthSecret } from './secret';

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
      schema: { user: schema.user, session: schema.session, account: schema.account, verification: schema.verification },
    }),
    // DECISIONS D3: no public sign-up; accounts come from `npm run user:create` or a staff member.
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 6, maxPasswordLength: 200 },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: { database: { generateId: 'uuid' } },
    // Our own Postgres-backed limiter guards sign-in (server/auth/sign-in.ts); better-auth's HTTP one
    // only sees requests to its handler, which we do not expose.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    plugins: [nextCookies()],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

const store = globalThis as unknown as { __agencyAuth?: Promise<Auth> };

export function getAuth(): Promise<Auth> {
  store.__agencyAuth ??= createAuth().catch((error) => {
    store.__agencyAuth = undefined;
    throw error;
  });
  return store.__agencyAuth;
}
