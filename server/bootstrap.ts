import 'server-only';
import { getDb, getDriver } from '@/server/platform/db/client';
import { DEMO_ACCOUNT, DEMO_MEMBER, seedDemoIfEmpty } from '@/server/demo/seed-demo';
import { env } from '@/server/platform/env';
import { getAgency } from '@/server/agency/profile';

/** Start-up: open and migrate the database, seed the demo in development, say how to sign in. */
export async function bootstrap(): Promise<void> {
  const started = Date.now();
  // Production refuses to start without its public origin (D45), like AUTH_SECRET.
  void env.appUrl;
  try {
    await getDb();
  } catch (error) {
    // A database that is down at start must not keep the app down once it returns: getDb() opens
    // (and migrates) again on the next request, and pages answer 503 meanwhile (D49).
    console.error('[app] banco indisponível no início; nova tentativa a cada acesso:', error);
    return;
  }
  const driver = await getDriver();
  const seeded = await seedDemoIfEmpty();
  // Readers take the agency's profile from memory (server/agency/profile.ts): load it before the first request.
  await getAgency();
  // D172: the webhook under the profile's key, at every start (in the background; a PSP may have lost it).
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { registerWebhookAtStart } = await import('@/server/pix/webhook-registration');
    registerWebhookAtStart();
  }
  const where = driver === 'pglite' ? `PGlite em ${env.dataDir}/db` : 'PostgreSQL (DATABASE_URL)';
  console.log(`[app] banco pronto (${where}) em ${Date.now() - started} ms`);
  if (!env.isProduction) {
    console.log(
      `[app] ${seeded ? 'conta demo criada' : 'conta demo'}: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password} (proprietário), ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password} (membro)  →  ${env.appUrl}/auth`,
    );
  }
}
