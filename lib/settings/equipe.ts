import { z } from '@/lib/zod';

/** Team settings (D71): the owner can require two-factor sign-in of everyone. */
export const SECAO_EQUIPE = 'equipe';

export const ZTeamSettings = z.object({
  exigirDoisFatores: z.boolean().default(false).catch(false),
});
export type TTeamSettings = z.output<typeof ZTeamSettings>;
