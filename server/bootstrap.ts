import 'server-only';
import { getDb, getDriver } from '@/server/db/client';
import { DEMO_ACCOUNT, DEMO_MEMBER, seedDemoIfEmpty } from '@/server/demo/seed-demo';
import { env } from '@/server/env';

/** Start-up: open and migrate the database, seed the demo in development, say how to sign in. */
export async function bootstrap(): Promise<void> {
  const started = Date.now();
  await getDb();
  const driver = await getDriver();
  const seeded = await seedDemoIfEmpty();
  const where = driver === 'pglite' ? `PGlite em ${env.dataDir}/db` : 'PostgreSQL (DATABASE_URL)';
  console.log(`[app] banco pronto (${where}) em ${Date.now() - started} ms`);
  if (!env.isProduction) {
    console.log(
      `[app] ${seeded ? 'conta demo criada' : 'conta demo'}: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password} (proprietário), ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password} (membro)  →  ${env.appUrl}/auth`,
    );
  }
}
