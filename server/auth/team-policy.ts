import 'server-only';
import { cache } from 'react';
import { SECAO_EQUIPE, ZTeamSettings, type TTeamSettings } from '@/lib/settings/equipe';
import { getDb } from '@/server/db/client';
import { readSettings } from '@/server/settings/store';

/** The team settings, read once per request. */
export const teamSettings = cache(async (): Promise<TTeamSettings> => readSettings(await getDb(), SECAO_EQUIPE, ZTeamSettings));

/** Issue 20 item 4: the owner requires two-factor sign-in and this person has not turned it on. */
export async function twoFactorMissing(user: { twoFactorEnabled: boolean }): Promise<boolean> {
  if (user.twoFactorEnabled) return false;
  return (await teamSettings()).exigirDoisFatores;
}
