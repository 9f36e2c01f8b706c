'use server';

import { z } from 'zod';
import { m } from '@/lib/messages';
import { ActionError, staffAction } from '@/server/action';
import { ensureWebhook } from './jobs';

const t = m.settingsArea.integrations.webhook;

/**
 * "Registrar webhook no banco" on /configuracoes/integracoes (admins): `PUT /webhook/{chave}` with PIX_WEBHOOK_URL
 * now, for a PSP that lost the registration or a key that changed. The worker registers it at start anyway
 * (server/pix/jobs.ts); nothing is written here (D144), and the PSP's refusal comes back as its Portuguese message.
 */
export const registerPixWebhook = staffAction(
  { name: 'registerPixWebhook', role: 'admin', schema: z.object({}), errorMessage: t.error, transaction: false },
  async () => {
    const registered = await ensureWebhook(true);
    if (!registered.ok) throw new ActionError(t[registered.missing]);
    return { url: registered.url };
  },
);
