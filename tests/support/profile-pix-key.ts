import { AGENCIA_SECTION, ZAgencia } from '@/lib/settings/agencia';
import { loadAgencyProfile, primeAgencyProfile } from '@/server/agency/profile';
import { getDb } from '@/server/platform/db/client';
import { writeSettings } from '@/server/settings/store';

/**
 * The agency profile's Pix key set through its writer, and this process's kept profile primed with it, as the
 * profile's save does (server/agency/actions.ts): the key every Pix provider uses (D171).
 */
export async function setProfilePixKey(key: string): Promise<void> {
  const db = await getDb();
  const current = await loadAgencyProfile(db);
  await writeSettings(db, AGENCIA_SECTION, ZAgencia, { ...ZAgencia.parse(current), pixChave: key }, null);
  primeAgencyProfile(await loadAgencyProfile(db));
}
