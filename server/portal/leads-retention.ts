import 'server-only';
import { and, eq, lt, ne } from 'drizzle-orm';
import { now as clockNow } from '@/lib/clock';
import { ANON_NAME, ANON_TEXT, anonEmail } from '@/lib/portal/erasure';
import { PRIVACIDADE_SECAO, ZPrivacidadeSettings } from '@/lib/settings/privacidade';
import type { Db } from '@/server/platform/db/client';
import { leads } from '@/server/platform/db/schema';
import { readSettings } from '@/server/settings/store';

/**
 * Contact-form messages older than the retention period (settings section `privacidade`) lose their personal
 * data (D79). What stays is the date, the service asked about and whether staff handled it, for the
 * agency's numbers. Idempotent: run it as often as wanted. Called by `npm run leads:anonymise`; the automation
 * job queue (D60) can call it daily with its own `db`.
 */
export async function anonymiseOldLeads(
  db: Db,
  at: Date = clockNow(),
): Promise<{ anonymised: number; before: string }> {
  const { retencaoLeadsDias } = await readSettings(db, PRIVACIDADE_SECAO, ZPrivacidadeSettings);
  const before = new Date(at.getTime() - retencaoLeadsDias * 24 * 3600_000);
  const old = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(lt(leads.createdAt, before), ne(leads.name, ANON_NAME)));
  for (const lead of old) {
    await db
      .update(leads)
      .set({ name: ANON_NAME, email: anonEmail(lead.id), phone: null, subject: ANON_TEXT, message: ANON_TEXT })
      .where(and(lt(leads.createdAt, before), ne(leads.name, ANON_NAME), eq(leads.id, lead.id)));
  }
  return { anonymised: old.length, before: before.toISOString() };
}
