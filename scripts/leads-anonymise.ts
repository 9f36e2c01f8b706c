/**
 * `npm run leads:anonymise` (D79): contact-form messages older than the retention period of the
 * `privacidade` settings lose their personal data. Safe to run daily (cron) until the automation job queue
 * calls anonymiseOldLeads itself.
 */
import { closeDb, getDb } from '@/server/platform/db/client';
import { anonymiseOldLeads } from '@/server/portal/leads-retention';

try {
  const db = await getDb();
  const result = await db.transaction((tx) => anonymiseOldLeads(tx as unknown as typeof db));
  console.log(`Mensagens anonimizadas: ${result.anonymised} (recebidas antes de ${result.before}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
