'use server';

import { z } from 'zod';
import { ActionError, staffAction } from '@/server/action';
import { registerWebhook } from './webhook-registration';
import serverText from '@/messages';

const t = serverText.settingsArea.integrations.webhook;

/**
 * "Registrar webhook no banco" on /configuracoes/integracoes (admins): `PUT /webhook/{chave}` with PIX_WEBHOOK_URL
 * and the profile's key now, for a PSP that lost the registration. Start and a saved key register it too
 * (webhook-registration.ts, D172); the bank's answer is kept for the page, and a refusal comes back as its
 * Portuguese message.
 */
export const registerPixWebhook = staffAction(
  { name: 'registerPixWebhook', role: 'admin', schema: z.object({}), errorMessage: t.error, transaction: false },
  async (_input, { user, emit }) => {
    const registered = await registerWebhook({ force: true, userId: user.id });
    emit(registered.events);
    if (!registered.ok) throw new ActionError(t[registered.missing]);
    return { url: registered.url };
  },
);
