'use server';

import { m } from '@/lib/messages';
import { ACOMPANHAMENTO_SECTION, ZAcompanhamento, ZAcompanhamentoForm } from '@/lib/settings/acompanhamento';
import { staffAction } from '@/server/action';
import { writeSettings } from '@/server/settings/store';

/** Saves the signature reminders and proposal follow-ups (/configuracoes/acompanhamento, D64, D65). */
export const saveAcompanhamentoSettings = staffAction(
  {
    name: 'saveAcompanhamentoSettings',
    role: 'admin',
    schema: ZAcompanhamentoForm,
    errorMessage: m.followups.settings.saveError,
  },
  async (input, { db, user, emit }) => {
    emit((await writeSettings(db, ACOMPANHAMENTO_SECTION, ZAcompanhamento, input, user.id)).events);
    return { ok: true };
  },
);
