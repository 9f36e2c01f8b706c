'use server';

import { m } from '@/lib/messages';
import { WHATSAPP_SECTION, ZWhatsappSettings, ZWhatsappSettingsForm } from '@/lib/settings/whatsapp';
import { staffAction } from '@/server/action';
import { writeSettings } from '@/server/settings/store';

/** Saves /configuracoes/whatsapp (D22): each step's channel and template, quiet hours, daily cap, wa.me texts. */
export const saveWhatsAppSettings = staffAction(
  {
    name: 'saveWhatsAppSettings',
    role: 'admin',
    schema: ZWhatsappSettingsForm,
    errorMessage: m.whatsapp.settings.saveError,
    revalidate: ['/configuracoes/whatsapp'],
  },
  async (input, { db, user }) => {
    await writeSettings(db, WHATSAPP_SECTION, ZWhatsappSettings, input, user.id);
    return { ok: true };
  },
);
