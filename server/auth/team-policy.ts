import 'server-only';
import { SECAO_EQUIPE, ZTeamSettings, type TTeamSettings } from '@/lib/settings/equipe';
import { versioned } from '@/server/platform/cache/versioned';
import { getDb } from '@/server/platform/db/client';
import { readSettings } from '@/server/settings/store';

/**
 * The team settings. Every staff page asks them (requireStaff): read once per change of the data, not once per
 * request (D81); the data version itself is asked once per request (server/platform/cache/versioned.ts).
 */
export const teamSettings = versioned('team-settings', async (): Promise<TTeamSettings> =>
  readSettings(await getDb(), SECAO_EQUIPE, ZTeamSettings),
);

/** D71: the owner requires two-factor sign-in and this person has not turned it on. */
export async function twoFactorMissing(user: { twoFactorEnabled: boolean }): Promise<boolean> {
  if (user.twoFactorEnabled) return false;
  return (await teamSettings()).exigirDoisFatores;
}
