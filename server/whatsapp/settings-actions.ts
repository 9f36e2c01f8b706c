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
  },
  async (input, { db, user, emit }) => {
    emit((await writeSettings(db, WHATSAPP_SECTION, ZWhatsappSettings, input, user.id)).events);
    return { ok: true };
  },
);
