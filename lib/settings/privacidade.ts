import { z } from '@/lib/zod';

/** Settings section `privacidade` (D79): how long contact-form leads keep their personal data. */
export const PRIVACIDADE_SECAO = 'privacidade';

export const ZPrivacidadeSettings = z.object({
  /** Leads older than this many days are anonymised by the retention routine (`npm run leads:anonymise`, or the automation job). */
  retencaoLeadsDias: z.number().int().min(30).max(3650).default(365).catch(365),
});
export type TPrivacidadeSettings = z.output<typeof ZPrivacidadeSettings>;
