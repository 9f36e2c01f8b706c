import { z } from '@/lib/zod';

/**
 * Settings section `pix` (D172): not a form, the last answer of the PSP to the webhook registration
 * (`PUT /webhook/{chave}`), written by server/pix/webhook-registration.ts and shown on /configuracoes/integracoes.
 */
export const PIX_SECTION = 'pix';

export const ZPixWebhookStatus = z.object({
  url: z.string(),
  chave: z.string(),
  /** Whether the bank accepted it; `erro` is its refusal as staff read it. */
  aceito: z.boolean(),
  erro: z.string().nullable(),
  em: z.string(),
});
export type TPixWebhookStatus = z.output<typeof ZPixWebhookStatus>;

export const ZPixSettings = z.object({
  webhook: ZPixWebhookStatus.nullable().catch(null).default(null),
});
export type TPixSettings = z.output<typeof ZPixSettings>;
