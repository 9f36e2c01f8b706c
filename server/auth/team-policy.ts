import 'server-only';
import { cache } from 'react';
import { SECAO_EQUIPE, ZTeamSettings, type TTeamSettings } from '@/lib/settings/equipe';
import { versioned } from '@/server/cache/versioned';
import { getDb } from '@/server/db/client';
import { readSettings } from '@/server/settings/store';

// Every staff page asks it (requireStaff): read once per change of the data, not once per request (issue 22).
const storedTeamSettings = versioned('team-settings', async (): Promise<TTeamSettings> => readSettings(await getDb(), SECAO_EQUIPE, ZTeamSettings));

/** The team settings, asked once per request. */
export const teamSettings = cache(storedTeamSettings);

/** Issue 20 item 4: the owner requires two-factor sign-in and this person has not turned it on. */
export async function twoFactorMissing(user: { twoFactorEnabled: boolean }): Promise<boolean> {
  if (user.twoFactorEnabled) return false;
  return (await teamSettings()).exigirDoisFatores;
}
